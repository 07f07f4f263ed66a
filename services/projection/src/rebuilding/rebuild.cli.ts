import { request } from 'node:http';
import { ACTOR_HEADERS, env, internalToken } from '@portal/service-runtime';

interface RebuildAnswer {
  events: number;
  collections: string[];
  tables: string[];
  tookMs: number;
}

const TIMEOUT_MS = 60 * 60_000;

/**
 * One long POST with node:http: fetch (undici) gives up on a response after 300 s, and a rebuild of
 * 750,000 events on a busy machine takes longer; the rebuild would go on while the command failed.
 */
const postRebuild = (base: string): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const call = request(new URL('rebuild', base.endsWith('/') ? base : `${base}/`), {
      method: 'POST',
      headers: { [ACTOR_HEADERS.token]: internalToken(), 'content-length': '0' },
      timeout: TIMEOUT_MS,
    });
    call.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    call.on('timeout', () => call.destroy(new Error(`no answer within ${TIMEOUT_MS / 60_000} minutes`)));
    call.on('error', reject);
    call.end();
  });

/** `npm run projections:rebuild`: asks the running projection service to rebuild its read models. */
const main = async (): Promise<void> => {
  const { status, text } = await postRebuild(env('PROJECTION_URL', 'http://127.0.0.1:4002'));
  if (status !== 200) throw new Error(`the projection answered ${status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as RebuildAnswer;
  process.stdout.write(
    `Rebuilt ${[...body.collections, ...body.tables.map((t) => `${t} (table)`)].join(', ')} from ${body.events} events in ${body.tookMs} ms\n`,
  );
};

main().catch((error: unknown) => {
  process.stderr.write(
    `Rebuild failed: ${error instanceof Error ? error.message : String(error)}\n(Is the portal running? Start it with npm start.)\n`,
  );
  process.exit(1);
});
