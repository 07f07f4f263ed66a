import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The package root, whether this runs from src/ (tests) or dist/ (services). */
export const CONTRACTS_ROOT = join(__dirname, '..');

export const OPENAPI_PATH = join(CONTRACTS_ROOT, 'openapi.yaml');
export const EVENT_SCHEMAS_DIR = join(CONTRACTS_ROOT, 'events');

export const loadOpenApiDocument = (): Record<string, unknown> => parse(readFileSync(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;

/** Every event schema, keyed by its `$id`: the envelope plus one per event type. */
export const loadEventSchemas = (): Record<string, unknown>[] =>
  readdirSync(EVENT_SCHEMAS_DIR)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(EVENT_SCHEMAS_DIR, file), 'utf8')) as Record<string, unknown>);

export interface TopicContract {
  topic: string;
  owner: string;
  public: boolean;
  eventTypes: string[];
}

export const loadTopics = (): TopicContract[] =>
  (JSON.parse(readFileSync(join(EVENT_SCHEMAS_DIR, 'topics.json'), 'utf8')) as { topics: TopicContract[] }).topics;
