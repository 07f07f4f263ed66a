import { internalGet, testEnv } from '@portal/test-kit';
import { eventContractProblems } from './event-validation';
import { loadTopics } from './loaders';

/** Every service that owns events, with where its replay endpoint answers. */
const SOURCES: Record<string, string> = {
  identity: testEnv.identityUrl,
  apps: process.env.APPS_URL ?? 'http://127.0.0.1:4003',
  notifications: process.env.NOTIFICATIONS_URL ?? 'http://127.0.0.1:4005',
  metrics: process.env.METRICS_URL ?? 'http://127.0.0.1:4006',
  marketplace: process.env.MARKETPLACE_URL ?? 'http://127.0.0.1:4004',
  'quota-proxy': testEnv.quotaProxyUrl,
};

const reachable = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(new URL('/healthz', url))).ok;
  } catch {
    return false;
  }
};

describe('events the services have emitted', () => {
  it.each(Object.entries(SOURCES))('%s: every stored event matches its published JSON Schema and a declared topic', async (source, url) => {
    if (!(await reachable(url))) return;
    const declared = new Set(loadTopics().flatMap((t) => t.eventTypes));
    let after = 0;
    const problems: string[] = [];
    for (;;) {
      const page = await internalGet<{ type: string; position: number; data: unknown }[]>(url, `/events?after=${after}&limit=1000`);
      for (const event of page) {
        if (!declared.has(event.type)) problems.push(`${source}:${event.position} ${event.type} is on no topic in topics.json`);
        for (const problem of eventContractProblems(event)) problems.push(`${source}:${event.position} ${event.type}: ${problem}`);
      }
      if (page.length < 1000) break;
      after = page.at(-1)!.position;
    }
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });
});
