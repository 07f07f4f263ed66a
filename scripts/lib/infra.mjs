// The infrastructure servers, in dependency order.
import { ports } from './config.mjs';
import * as ferretdb from './ferretdb.mjs';
import { ensureBaseInstall } from './install.mjs';
import * as kafka from './kafka.mjs';
import { error, info, ok, prefix } from './log.mjs';
import * as mailcatcher from './mailcatcher.mjs';
import * as postgres from './postgres.mjs';
import { livePid, tail, tcpCheck } from './processes.mjs';
import * as redis from './redis.mjs';
import * as s3 from './s3.mjs';

export const INFRA = [
  { name: 'postgres', mod: postgres, ports: () => [ports.postgres], deps: [] },
  { name: 'redis', mod: redis, ports: () => [ports.redis], deps: [] },
  { name: 'kafka', mod: kafka, ports: () => [ports.kafka, ports.kafkaController], deps: [] },
  { name: 'ferretdb', mod: ferretdb, ports: () => [ports.mongo], deps: ['postgres'] },
  { name: 'mailcatcher', mod: mailcatcher, ports: () => [ports.smtp, ports.mailHttp], deps: [] },
  { name: 's3', mod: s3, ports: () => [ports.s3], deps: [] },
];

export function select(names) {
  if (!names?.length) return INFRA;
  const unknown = names.filter((n) => !INFRA.some((s) => s.name === n));
  if (unknown.length) throw new Error(`unknown server ${unknown.join(', ')} (one of: ${INFRA.map((s) => s.name).join(', ')})`);
  return INFRA.filter((s) => names.includes(s.name));
}

/** A port held by a process that is not ours means a clash the user must resolve. */
async function assertPortsFree(server) {
  for (const p of server.ports()) {
    if (await tcpCheck(p))
      throw new Error(`port ${p} needed by ${server.name} is already in use by another process (change it with its *_PORT variable)`);
  }
}

export async function installInfra(servers = INFRA) {
  await ensureBaseInstall();
  // Maven and Go are independent and each mostly waits on the network or one core.
  await Promise.all(servers.filter((s) => s.mod.ensureInstalled).map((s) => s.mod.ensureInstalled()));
}

/** Starts the given servers (and their dependencies); resolves to the names this call started. */
export async function startInfra(names) {
  const wanted = select(names);
  const closure = INFRA.filter((s) => wanted.includes(s) || wanted.some((w) => w.deps.includes(s.name)));
  await installInfra(closure);
  const started = [];
  const promises = new Map();
  const startOne = (server) => {
    if (!promises.has(server.name)) {
      promises.set(
        server.name,
        (async () => {
          await Promise.all(server.deps.map((d) => startOne(INFRA.find((s) => s.name === d))));
          const running = livePid(server.name) ?? server.mod.adopt?.();
          if (!running) await assertPortsFree(server);
          const t0 = Date.now();
          try {
            const pid = await server.mod.start();
            if (!running) started.push(server.name);
            ok(
              `${prefix(server.name)} ${running ? 'already running' : 'started'} (pid ${pid}) on ${server.mod.describe()}${running ? '' : ` in ${((Date.now() - t0) / 1000).toFixed(1)}s`}`,
            );
          } catch (e) {
            error(`${server.name} failed: ${e.message}\n--- last lines of .data/logs/${server.name}.log ---\n${tail(server.name)}`);
            throw e;
          }
        })(),
      );
    }
    return promises.get(server.name);
  };
  const results = await Promise.allSettled(closure.map(startOne));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return started;
}

export async function stopInfra(names) {
  // Reverse order: FerretDB must go before the PostgreSQL it writes to.
  for (const server of [...select(names)].reverse()) {
    const result = await server.mod.stop();
    if (result !== 'not running') info(`${prefix(server.name)} ${result}`);
  }
}

export async function infraStatus(names) {
  return Promise.all(
    select(names).map(async (s) => {
      const pid = livePid(s.name);
      return { name: s.name, pid, healthy: pid ? await s.mod.health() : false, where: s.mod.describe() };
    }),
  );
}
