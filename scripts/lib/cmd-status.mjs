// `status` and `infra status`: one line per process with pid and health.
import { infraStatus } from './infra.mjs';
import { bold, paint } from './log.mjs';
import { livePid } from './processes.mjs';
import { health, presentServices, serviceUrl } from './services.mjs';

function line({ name, pid, healthy, where }) {
  const state = !pid ? paint(90, 'stopped ') : healthy ? paint(32, 'healthy ') : paint(31, 'unhealthy');
  console.log(`  ${name.padEnd(14)} ${String(pid ?? '-').padStart(8)}  ${state}  ${paint(90, where)}`);
}

export async function status({ infraOnly = false, names } = {}) {
  console.log(bold(`  ${'process'.padEnd(14)} ${'pid'.padStart(8)}  health     address`));
  const rows = await infraStatus(names);
  if (!infraOnly) {
    for (const s of presentServices()) {
      const pid = livePid(s.name);
      rows.push({ name: s.name, pid, healthy: pid ? await health(s) : false, where: serviceUrl(s) });
    }
  }
  rows.forEach(line);
  return 0;
}
