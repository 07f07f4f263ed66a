// Supervises infra/mailcatcher/server.mjs (needs node_modules: smtp-server, mailparser).
import path from 'node:path';
import { DATA, ROOT, ports } from './config.mjs';
import { httpStatus, livePid, removeRecord, spawnDetached, stopGroup, tcpCheck, waitFor } from './processes.mjs';

export const health = async () => (await httpStatus(`http://127.0.0.1:${ports.mailHttp}/healthz`)) === 200 && (await tcpCheck(ports.smtp));

export async function start() {
  let pid = livePid('mailcatcher');
  if (!pid) {
    const env = {
      ...process.env,
      SMTP_PORT: String(ports.smtp),
      MAIL_HTTP_PORT: String(ports.mailHttp),
      MAIL_DIR: path.join(DATA, 'mail'),
    };
    pid = spawnDetached('mailcatcher', process.execPath, [path.join(ROOT, 'infra', 'mailcatcher', 'server.mjs')], { env, cwd: ROOT });
  }
  await waitFor(health, { pid, what: 'mailcatcher', timeoutMs: 20000 });
  return pid;
}

export async function stop() {
  const pid = livePid('mailcatcher');
  if (!pid) return 'not running';
  const result = await stopGroup(pid, { graceMs: 5000 });
  removeRecord('mailcatcher');
  return result;
}

export const describe = () => `smtp 127.0.0.1:${ports.smtp}, http://localhost:${ports.mailHttp}`;
