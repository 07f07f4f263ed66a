// FerretDB v1.24 embedded in infra/ferretdb (our main.go), PostgreSQL backend on
// the `ferretdb` database of our own cluster.
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, DATA, ROOT, ports } from './config.mjs';
import { run, which } from './exec.mjs';
import { hashFiles, readMarker, writeMarker } from './install.mjs';
import { timed } from './log.mjs';
import { hello } from './mongo-wire.mjs';
import { adminUrl, psql } from './postgres.mjs';
import { livePid, removeRecord, spawnDetached, stopGroup, waitFor } from './processes.mjs';

const SRC = path.join(ROOT, 'infra', 'ferretdb');
const BIN = path.join(CACHE, 'bin', 'ferretdb');
const MARKER = path.join(CACHE, 'bin', 'ferretdb.hash');

export async function ensureInstalled() {
  const hash = hashFiles(['go.mod', 'go.sum', 'main.go'].map((f) => path.join(SRC, f)));
  if (fs.existsSync(BIN) && readMarker(MARKER) === hash) return;
  const go = which('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
  if (!go) throw new Error('Go is required to build FerretDB (infra/ferretdb)');
  fs.mkdirSync(path.dirname(BIN), { recursive: true });
  // Module downloads and the build cache stay in Go's default locations (~/go, ~/.cache/go-build).
  await timed('go build infra/ferretdb -> .cache/bin/ferretdb', () =>
    run(go, ['build', '-buildvcs=false', '-trimpath', '-o', BIN, '.'], { cwd: SRC, env: { ...process.env, CGO_ENABLED: '0' } }),
  );
  writeMarker(MARKER, hash);
}

export const health = () => hello(ports.mongo);

/**
 * FerretDB v1 pushes `_id` equality down as `_jsonb->'_id' @> $1`, which its own btree index on
 * `_jsonb->'_id'` cannot serve: every read by `_id` scanned the whole collection (31 ms at 7,500
 * documents, linear beyond). A GIN `jsonb_path_ops` index on the same expression serves `@>`
 * (0.04 ms). FerretDB creates a table per collection on first write (and again after a drop), so an
 * event trigger adds the index to every new collection table, and existing ones get it here once.
 * Local infrastructure only: a real MongoDB indexes `_id` itself.
 */
const ID_LOOKUP_INDEXES = `
CREATE OR REPLACE FUNCTION portal_id_gin_index(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = tbl AND attname = '_jsonb' AND NOT attisdropped) THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb->''_id'') jsonb_path_ops)',
      left((SELECT relname FROM pg_class WHERE oid = tbl), 50) || '_id_gin', tbl);
  END IF;
END $$;
CREATE OR REPLACE FUNCTION portal_id_gin_on_create() RETURNS event_trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE TABLE' AND object_type = 'table' LOOP
    PERFORM portal_id_gin_index(r.objid::regclass);
  END LOOP;
END $$;
DROP EVENT TRIGGER IF EXISTS portal_id_gin;
CREATE EVENT TRIGGER portal_id_gin ON ddl_command_end WHEN TAG IN ('CREATE TABLE') EXECUTE FUNCTION portal_id_gin_on_create();
SELECT portal_id_gin_index(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema');
`;

export async function start() {
  let pid = livePid('ferretdb');
  await psql('ferretdb', ID_LOOKUP_INDEXES);
  if (!pid) {
    await ensureInstalled();
    const dir = path.join(DATA, 'ferretdb');
    fs.mkdirSync(dir, { recursive: true });
    const env = {
      ...process.env,
      FERRETDB_LISTEN_ADDR: `127.0.0.1:${ports.mongo}`,
      FERRETDB_HANDLER: 'postgresql',
      // A small pool: FerretDB's default of 50 connections would eat a quarter of max_connections.
      // An update holds two of them at once, so the projection's MongoDB pool stays under half of it
      // (MONGO_MAX_POOL_SIZE, services/projection/src/core/mongo.providers.ts), or FerretDB deadlocks.
      FERRETDB_POSTGRESQL_URL: `${adminUrl('ferretdb')}?pool_max_conns=20&pool_min_conns=2`,
      FERRETDB_LOG_LEVEL: process.env.FERRETDB_LOG_LEVEL || 'warn',
    };
    pid = spawnDetached('ferretdb', BIN, [], { env, cwd: dir });
  }
  await waitFor(health, { pid, what: 'ferretdb', timeoutMs: 30000 });
  return pid;
}

export async function stop() {
  const pid = livePid('ferretdb');
  if (!pid) return 'not running';
  const result = await stopGroup(pid, { graceMs: 10000 });
  removeRecord('ferretdb');
  return result;
}

export const describe = () => `127.0.0.1:${ports.mongo}`;
