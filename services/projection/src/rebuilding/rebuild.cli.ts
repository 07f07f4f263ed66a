import { env, InternalClient } from '@portal/service-runtime';

/** `npm run projections:rebuild`: asks the running projection service to rebuild its read models. */
const main = async (): Promise<void> => {
  const client = new InternalClient('projection', env('PROJECTION_URL', 'http://127.0.0.1:4002'));
  const { body } = await client.call<{ events: number; collections: string[]; tables: string[]; tookMs: number }>('rebuild', {
    method: 'POST',
    timeoutMs: 30 * 60_000,
  });
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
