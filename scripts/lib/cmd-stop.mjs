// `stop`: services first, then infra in reverse dependency order; then makes
// sure nothing of ours is left.
import { INFRA, stopInfra } from './infra.mjs';
import { killLeftovers } from './leftovers.mjs';
import { ok, warn } from './log.mjs';
import { livePid } from './processes.mjs';
import { SERVICES, stopServices } from './services.mjs';

export const allNames = () => [...INFRA.map((s) => s.name), ...SERVICES.map((s) => s.name)];
export const aliveNames = () => allNames().filter((n) => livePid(n));

/** Stops exactly these processes (services before infra). */
export async function stopNames(names) {
  const services = SERVICES.filter((s) => names.includes(s.name)).map((s) => s.name);
  const infra = INFRA.filter((s) => names.includes(s.name)).map((s) => s.name);
  if (services.length) await stopServices(services);
  if (infra.length) await stopInfra(infra);
}

export async function stopAll() {
  await stopServices();
  await stopInfra();
  const leaked = await killLeftovers();
  for (const p of leaked) warn(`killed leftover process ${p.pid}: ${p.cmd}`);
  ok('nothing of the portal is running');
}

export async function stop() {
  await stopAll();
  return 0;
}
