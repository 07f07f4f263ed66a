// `start [--detach]`: install, infra, build, services, seed; then tail logs
// unless detached.
import { DEMO_PASSWORD, PUBLIC_URL, ROOT, ports } from './config.mjs';
import { run } from './exec.mjs';
import { follow } from './follow.mjs';
import { INFRA, startInfra } from './infra.mjs';
import { banner, bold, error, info, timed, warn } from './log.mjs';
import { livePid } from './processes.mjs';
import { SERVICES, presentServices, seedDemo, startServices } from './services.mjs';
import { aliveNames, stopNames } from './cmd-stop.mjs';

export function isPortalRunning() {
  const services = presentServices();
  return services.length > 0 && INFRA.every((s) => livePid(s.name)) && services.every((s) => livePid(s.name));
}

/** Builds everything, or only the named services and the packages they depend on. */
export async function build(services = []) {
  const filters = services.map((name) => `--filter=@portal/${name}...`);
  await timed('turbo run build', () =>
    run('npx', ['--no-install', 'turbo', 'run', 'build', ...filters], { cwd: ROOT }).catch((e) => {
      throw new Error(`build failed (npx turbo run build exited with ${e.code}); see the output above`);
    }),
  );
}

export function printSummary() {
  banner('Developer portal is up');
  console.log(`  Portal:        ${bold(PUBLIC_URL)}`);
  console.log(`  Demo accounts: admin@example.com, employee@example.com, developer@example.com`);
  console.log(`  Password:      ${DEMO_PASSWORD}`);
  console.log(`  Mail catcher:  http://localhost:${ports.mailHttp}`);
  const proxy = SERVICES.find((s) => s.name === 'quota-proxy');
  if (proxy && presentServices().includes(proxy)) {
    console.log(
      `  Platform API:  http://localhost:${proxy.port}/platform/{server}/rest/v1.0/companies (quota proxy; README, "Platform API")`,
    );
  }
  console.log(`  Stop with:     npm stop\n`);
}

/** Infra, build, services (restarted onto the fresh build if asked), seed. */
export async function bringUp({ restartServices = false, skipBuild = false } = {}) {
  await startInfra();
  if (!skipBuild) await build();
  if (restartServices) await stopNames(presentServices().map((s) => s.name));
  await startServices();
  await seedDemo();
}

/** A process that dies while we follow logs would otherwise only show as silence. */
function watchExits(names) {
  const alive = new Set(names.filter((n) => livePid(n)));
  return setInterval(() => {
    for (const n of [...alive]) {
      if (livePid(n)) continue;
      alive.delete(n);
      warn(`${n} is no longer running (see .data/logs/${n}.log)`);
    }
    for (const n of names) if (livePid(n)) alive.add(n);
  }, 2000);
}

export async function start(args) {
  const detach = args.includes('--detach') || args.includes('-d');
  // --no-build: start what is already in dist/ (quick restarts while iterating).
  const skipBuild = args.includes('--no-build');
  if (isPortalRunning()) {
    info(`the portal is already running at ${bold(PUBLIC_URL)} (npm run status for details, npm stop to stop it)`);
    return 0;
  }
  const names = [...INFRA.map((s) => s.name), ...presentServices().map((s) => s.name)];
  const before = new Set(aliveNames());
  const ours = () => aliveNames().filter((n) => !before.has(n));
  const stopFollowing = detach ? null : follow(names);
  let stopping = false;
  let watcher = null;
  const shutdown = async (sig) => {
    if (stopping) return;
    stopping = true;
    clearInterval(watcher);
    stopFollowing?.();
    warn(`${sig}: stopping what this run started`);
    await stopNames(ours());
    process.exit(0);
  };
  if (!detach) {
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
  }
  try {
    await bringUp({ skipBuild });
  } catch (e) {
    error(e.message);
    if (stopping) return new Promise(() => {});
    if (detach) warn('what did start is left running for inspection; `npm stop` stops it');
    else {
      stopFollowing();
      await stopNames(ours());
    }
    return 1;
  }
  printSummary();
  if (detach) return 0;
  info('following logs; Ctrl-C stops everything');
  watcher = watchExits(names);
  return new Promise(() => {});
}

/**
 * `restart [service…] [--no-build]`: rebuild, then restart the named services (all of them when
 * none is named) on the running infrastructure, leaving the other services alone.
 */
export async function restart(args) {
  const skipBuild = args.includes('--no-build');
  const known = presentServices().map((s) => s.name);
  const named = args.filter((a) => !a.startsWith('--'));
  const unknown = named.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    error(`unknown service(s): ${unknown.join(', ')} (known: ${known.join(', ')})`);
    return 2;
  }
  // Only what the named services need: a half-finished change elsewhere (the web client, say) must not stop them.
  if (!skipBuild) await build(named);
  const targets = named.length > 0 ? named : known;
  await stopNames(targets);
  await startServices(targets);
  await seedDemo();
  printSummary();
  return 0;
}
