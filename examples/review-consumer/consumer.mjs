// An example consumer of the portal's public review events (topic portal.reviews.v1, described by
// contracts/asyncapi.yaml): each message is a CloudEvents 1.0 structured JSON message, validated with
// ajv against the published schema its `type` names (contracts/public-events). Prints one JSON line per
// message: { valid, key, type, id, data, traceparent?, errors? }. Deduplicate on `id`: delivery is at least once.
//
//   KAFKA_BROKERS=127.0.0.1:59092 node examples/review-consumer/consumer.mjs [--from-beginning] [--topic portal.installs.v1]
//
// Standalone, it uses its own dependencies (package.json); inside the portal repository it borrows them.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const TOPIC = 'portal.reviews.v1';
/** `--topic portal.installs.v1` reads the Marketplace installs instead, `--topic portal.leads.v1` its leads (same envelope, same checks). */
const topicArgument = () => {
  const at = process.argv.indexOf('--topic');
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : TOPIC;
};
export const SCHEMAS_DIR = process.env.PUBLIC_EVENTS_DIR || join(HERE, '..', '..', 'contracts', 'public-events');

/** Its own dependency when installed, else the repository's (contracts has ajv 8, eventsourcing kafkajs). */
const dependency = (name) => {
  const bases = [import.meta.url, join(HERE, '../../contracts/package.json'), join(HERE, '../../packages/eventsourcing/package.json')];
  for (const base of bases) {
    try {
      return createRequire(base)(name);
    } catch {
      // not here: try the next place
    }
  }
  throw new Error(`review-consumer: install its dependencies (npm install in ${HERE}); ${name} is missing`);
};

/** A validator per CloudEvents type, from every published schema. */
export const loadValidators = (dir = SCHEMAS_DIR) => {
  const Ajv2020 = dependency('ajv/dist/2020').default;
  const addFormats = dependency('ajv-formats').default;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validators = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    validators.set(schema.properties.type.const, ajv.compile(schema));
  }
  return validators;
};

/** Checks one Kafka message: a known type, a schema-valid CloudEvent, keyed by its app id. */
export const checkMessage = (validators, key, value) => {
  let event;
  try {
    event = JSON.parse(value);
  } catch {
    return { valid: false, key, errors: ['not JSON'] };
  }
  const validate = validators.get(event?.type);
  const errors = [];
  if (!validate) errors.push(`unknown type ${String(event?.type)}`);
  else if (!validate(event)) errors.push(...validate.errors.map((e) => `${e.instancePath || '/'} ${e.message}`));
  if (key !== event?.data?.app_id) errors.push('the key is not data.app_id');
  return { valid: errors.length === 0, key, type: event?.type, id: event?.id, data: event?.data, ...(errors.length ? { errors } : {}) };
};

/**
 * The portal creates its public topics when its services start, so a consumer started before the portal (a fresh
 * installation) sees UNKNOWN_TOPIC_OR_PARTITION for a while: wait for the topic instead of crashing.
 */
const subscribeWhenTopicExists = async (consumer, subscription, { waitMs = 10 * 60_000, pauseMs = 1000 } = {}) => {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await consumer.subscribe(subscription);
    } catch (error) {
      const missing = [error, error?.cause, error?.originalError].some((e) => e?.type === 'UNKNOWN_TOPIC_OR_PARTITION');
      if (!missing || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
};

/** Consumes the topic, calling `onResult` with each message's check; answers a function that stops it. */
export const consumeReviews = async ({
  brokers,
  groupId,
  fromBeginning = false,
  onResult,
  validators = loadValidators(),
  topic = TOPIC,
}) => {
  const { Kafka, logLevel } = dependency('kafkajs');
  const kafka = new Kafka({ clientId: 'review-consumer-example', brokers: brokers.split(','), logLevel: logLevel.ERROR });
  const consumer = kafka.consumer({ groupId });
  await consumer.connect();
  await subscribeWhenTopicExists(consumer, { topic, fromBeginning });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const result = checkMessage(validators, message.key?.toString(), message.value?.toString() ?? '');
      // W3C trace context of the request that caused the event (absent when it ran outside a trace).
      const traceparent = message.headers?.traceparent?.toString();
      await onResult(traceparent ? { ...result, traceparent } : result);
    },
  });
  return () => consumer.disconnect();
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stop = await consumeReviews({
    brokers: process.env.KAFKA_BROKERS || '127.0.0.1:59092',
    groupId: process.env.GROUP_ID || `review-consumer-example-${process.pid}-${Date.now()}`,
    fromBeginning: process.argv.includes('--from-beginning'),
    topic: topicArgument(),
    onResult: (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop().then(() => process.exit(0)));
}
