// Renders contracts/events/*.schema.json and topics.json as TypeScript (src/generated/events.ts), so the
// services' event types and topic names are the contract's, not a hand-written copy of it.
// Pure (no file system) so the unit test can feed it a fixture; generate-events.mjs does the I/O.
// CommonJS so jest (which does not transform .mjs) and the ESM scripts can both load it.
'use strict';

// Keywords that only constrain values: TypeScript cannot express them, the event validator checks them.
const VALUE_CONSTRAINTS = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'format',
  'default',
  'examples',
]);
const ANNOTATIONS = new Set(['$schema', '$id', '$comment', 'title', 'description', 'x-event-type', 'x-schema-version', 'deprecated']);
const SHAPES = new Set(['type', 'enum', 'const', 'properties', 'required', 'additionalProperties', 'items', 'anyOf', 'oneOf']);

const pascal = (dotted) =>
  dotted
    .split(/[._-]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
const camel = (dotted) => {
  const name = pascal(dotted);
  return name[0].toLowerCase() + name.slice(1);
};

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const literal = (value) => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value));

/** A JSDoc block from title, description and format; '' when there is nothing to say. */
const doc = (schema, indent = '') => {
  const lines = [schema.title, schema.description]
    .filter((text) => typeof text === 'string' && text.trim() !== '')
    .flatMap((text) => text.split('\n'))
    .map((line) => line.replace(/\*\//g, '*\\/').trimEnd());
  if (typeof schema.format === 'string') lines.push(`@format ${schema.format}`);
  if (schema.deprecated === true) lines.push('@deprecated');
  while (lines[0] === '') lines.shift();
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
};

const union = (members) => {
  const unique = [...new Set(members)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
};

/** The TypeScript type of a (sub)schema; `where` names it in errors. */
const typeOf = (schema, where, indent) => {
  if (schema === true || schema === undefined) return 'unknown';
  if (schema === false) return 'never';
  for (const keyword of Object.keys(schema)) {
    if (!VALUE_CONSTRAINTS.has(keyword) && !ANNOTATIONS.has(keyword) && !SHAPES.has(keyword)) {
      throw new Error(`${where}: the event type generator does not support the keyword "${keyword}"`);
    }
  }
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return union(schema.enum.map(literal));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) return union(alternatives.map((s, i) => wrap(typeOf(s, `${where}/${i}`, indent))));
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties !== undefined) return objectType(schema, where, indent);
    if (schema.items) return arrayType(schema, where, indent);
    return 'unknown';
  }
  return union(types.map((type) => primitive(type, schema, where, indent)));
};

const wrap = (type) => (/[|&]/.test(type) && !/^[{(]/.test(type) ? `(${type})` : type);

const primitive = (type, schema, where, indent) => {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return arrayType(schema, where, indent);
    case 'object':
      return objectType(schema, where, indent);
    default:
      throw new Error(`${where}: unknown type "${type}"`);
  }
};

const arrayType = (schema, where, indent) => {
  if (Array.isArray(schema.items)) throw new Error(`${where}: tuple "items" is not supported`);
  return `${wrap(typeOf(schema.items, `${where}/items`, indent))}[]`;
};

const objectType = (schema, where, indent) => {
  if (Object.keys(schema.properties ?? {}).length === 0) {
    const extra = schema.additionalProperties;
    return extra === false
      ? 'Record<string, never>'
      : `Record<string, ${typeOf(extra === true ? undefined : extra, `${where}/additionalProperties`, indent)}>`;
  }
  return `{\n${members(schema, where, `${indent}  `)}${indent}}`;
};

/** The member lines of an object schema (closed unless additionalProperties allows more). */
const members = (schema, where, indent) => {
  const required = new Set(schema.required ?? []);
  for (const name of required) {
    if (!(name in (schema.properties ?? {}))) throw new Error(`${where}: "${name}" is required but not a property`);
  }
  let body = '';
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const optional = required.has(name) ? '' : '?';
    body += `${doc(property, indent)}${indent}${key(name)}${optional}: ${typeOf(property, `${where}/${name}`, indent)};\n`;
  }
  // Open objects keep their extra members as unknown: a narrower index type would have to admit every named one.
  if (schema.additionalProperties !== false) body += `${indent}[key: string]: unknown;\n`;
  return body;
};

const checkContract = (schemas, topics) => {
  const problems = [];
  const versions = new Map();
  for (const { file, schema } of schemas) {
    const type = schema['x-event-type'];
    const version = schema['x-schema-version'];
    if (typeof type !== 'string' || !/^[a-z_]+\.[a-z_]+\.[a-z_]+$/.test(type))
      problems.push(`${file}: x-event-type is missing or malformed`);
    if (!Number.isInteger(version) || version < 1) problems.push(`${file}: x-schema-version must be an integer ≥ 1`);
    if (schema.type !== 'object') problems.push(`${file}: an event's data must be an object`);
    const seen = versions.get(type) ?? new Set();
    if (seen.has(version)) problems.push(`${file}: ${type} version ${version} is defined twice`);
    versions.set(type, seen.add(version));
  }
  const onTopic = new Map();
  for (const topic of topics) {
    if (!/^[a-z_]+\.[a-z_]+(\.v[0-9]+)?$/.test(topic.topic)) problems.push(`topics.json: malformed topic "${topic.topic}"`);
    if (typeof topic.public !== 'boolean') problems.push(`topics.json: ${topic.topic} must say whether it is public`);
    for (const type of topic.eventTypes) {
      if (!type.startsWith(`${topic.topic}.`)) problems.push(`topics.json: ${type} does not belong on ${topic.topic}`);
      if (onTopic.has(type)) problems.push(`topics.json: ${type} is listed on two topics`);
      if (!versions.has(type)) problems.push(`topics.json: ${type} has no schema`);
      onTopic.set(type, topic.topic);
    }
  }
  for (const type of versions.keys()) if (!onTopic.has(type)) problems.push(`${type} is on no topic in topics.json`);
  if (problems.length > 0) throw new Error(`The event contract is inconsistent:\n- ${problems.join('\n- ')}`);
};

const HEADER = `/**
 * Generated by contracts/scripts/generate-events.mjs from contracts/events/*.schema.json and
 * topics.json: edit those, then \`npm run -w @portal/contracts generate\`. Do not edit by hand.
 */
`;

/**
 * @param {{ envelope: object, schemas: { file: string, schema: object }[], topics: { topic: string, owner: string, public: boolean, eventTypes: string[] }[] }} contract
 * @returns {string} the TypeScript module (unformatted; the caller runs prettier)
 */
const renderEventTypes = ({ envelope, schemas, topics }) => {
  checkContract(schemas, topics);
  const byType = new Map();
  for (const { file, schema } of schemas) {
    const entry = byType.get(schema['x-event-type']) ?? [];
    byType.set(schema['x-event-type'], [...entry, { file, schema, version: schema['x-schema-version'] }]);
  }
  const types = [...byType.keys()].sort();
  let out = HEADER;

  for (const type of types) {
    const versions = byType.get(type).sort((a, b) => a.version - b.version);
    for (const { file, schema, version } of versions) {
      out += `\n${doc({ ...schema, description: [schema.description, '', `\`${type}\` data, schema version ${version}.`].filter((line) => line !== undefined).join('\n') })}`;
      out += `export interface ${pascal(type)}V${version} {\n${members(schema, file, '  ')}}\n`;
    }
    const latest = versions[versions.length - 1].version;
    out += `/** \`${type}\` data as written now (schema version ${latest}). */\nexport type ${pascal(type)} = ${pascal(type)}V${latest};\n`;
  }

  out += `\n/** The data of every event type, in its current schema version. */\nexport interface EventDataByType {\n`;
  for (const type of types) out += `  '${type}': ${pascal(type)};\n`;
  out += `}\n\n/** Every schema version of every event type, for readers of stored events written under older versions. */\nexport interface EventDataByTypeAndVersion {\n`;
  for (const type of types) {
    const versions = byType
      .get(type)
      .map((v) => v.version)
      .sort((a, b) => a - b);
    out += `  '${type}': { ${versions.map((v) => `${v}: ${pascal(type)}V${v}`).join('; ')} };\n`;
  }
  out += `}\n\nexport type PortalEventType = keyof EventDataByType;\nexport type EventData<T extends PortalEventType> = EventDataByType[T];\n`;
  out += `\n/** The schema version writers stamp on each event type. */\nexport const SCHEMA_VERSIONS = {\n`;
  for (const type of types) out += `  '${type}': ${Math.max(...byType.get(type).map((v) => v.version))},\n`;
  out += `} as const satisfies Record<PortalEventType, number>;\n`;

  out += `\n${doc(envelope)}export interface PortalEventEnvelope<T extends PortalEventType = PortalEventType> {\n`;
  const required = new Set(envelope.required ?? []);
  for (const [name, property] of Object.entries(envelope.properties ?? {})) {
    const type = name === 'type' ? 'T' : name === 'data' ? 'EventData<T>' : typeOf(property, `envelope/${name}`, '  ');
    out += `${doc(property, '  ')}  ${key(name)}${required.has(name) ? '' : '?'}: ${type};\n`;
  }
  out += `}\n/** One envelope per event type, so narrowing on \`type\` narrows \`data\`. */\nexport type PortalEvent<T extends PortalEventType = PortalEventType> = { [K in T]: PortalEventEnvelope<K> }[T];\n`;

  out += `\n/** Kafka topic names (topics.json): one per aggregate category, key = stream id. */\nexport const TOPICS = {\n`;
  for (const topic of topics) out += `  ${camel(topic.topic)}: '${topic.topic}',\n`;
  out += `} as const;\nexport type TopicName = (typeof TOPICS)[keyof typeof TOPICS];\n`;
  out += `\n/** The event types each topic carries. */\nexport const EVENT_TYPES_BY_TOPIC = {\n`;
  for (const topic of topics) out += `  '${topic.topic}': [${topic.eventTypes.map((t) => `'${t}'`).join(', ')}],\n`;
  out += `} as const satisfies Record<TopicName, readonly PortalEventType[]>;\nexport type EventTypeOnTopic<T extends TopicName> = (typeof EVENT_TYPES_BY_TOPIC)[T][number];\n`;
  out += `\n/** The service that owns (alone writes to) each topic. */\nexport const TOPIC_OWNERS = {\n`;
  for (const topic of topics) out += `  '${topic.topic}': '${topic.owner}',\n`;
  out += `} as const satisfies Record<TopicName, string>;\n`;
  out += `\n/** Topics that are a contract with other platform services: additive changes only, a new schema version for anything else. */\n`;
  out += `export const PUBLIC_TOPICS: readonly TopicName[] = [${topics
    .filter((t) => t.public)
    .map((t) => `'${t.topic}'`)
    .join(', ')}];\n`;
  return out;
};

module.exports = { renderEventTypes, pascal, camel };
