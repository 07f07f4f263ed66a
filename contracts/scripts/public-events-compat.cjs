// Backward compatibility of the public event schemas (contracts/public-events/*.schema.json) with their
// locked copies (contracts/public-events/lock/): what a consumer built against the locked schema relies
// on must still hold. CommonJS so the check script (node) and its unit test (jest) share it.

const typesOf = (node) => {
  if (node.const !== undefined) return null;
  if (node.type === undefined) return null;
  return new Set(Array.isArray(node.type) ? node.type : [node.type]);
};
const where = (path) => path || '(root)';
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The incompatible changes from `locked` to `current` (empty when compatible): a property removed or
 * renamed, a type narrowed, a property made required, an enum value removed, a const or format
 * changed, a string limit tightened, additional properties forbidden.
 */
const incompatibilities = (locked, current, path = '') => {
  const problems = [];
  if (typeof locked !== 'object' || locked === null) return problems;
  if (typeof current !== 'object' || current === null) return [`${where(path)}: removed`];
  const before = typesOf(locked);
  const after = typesOf(current);
  if (before && after) {
    for (const type of before) if (!after.has(type)) problems.push(`${where(path)}: type narrowed (no longer ${type})`);
  } else if (before && !after && current.const !== undefined) {
    problems.push(`${where(path)}: type narrowed to a const`);
  }
  if (locked.const !== undefined && !same(locked.const, current.const)) {
    problems.push(`${where(path)}: const changed from ${JSON.stringify(locked.const)}`);
  }
  if (Array.isArray(locked.enum) || Array.isArray(current.enum)) {
    if (!Array.isArray(current.enum) || !Array.isArray(locked.enum)) {
      if (Array.isArray(current.enum)) problems.push(`${where(path)}: restricted to an enum`);
    } else {
      for (const value of locked.enum) {
        if (!current.enum.some((v) => same(v, value))) problems.push(`${where(path)}: enum value ${JSON.stringify(value)} removed`);
      }
    }
  }
  if (current.format !== undefined && current.format !== locked.format)
    problems.push(`${where(path)}: format changed to ${current.format}`);
  if (current.pattern !== undefined && current.pattern !== locked.pattern) problems.push(`${where(path)}: pattern changed`);
  if (current.maxLength !== undefined && !(locked.maxLength !== undefined && current.maxLength >= locked.maxLength)) {
    problems.push(`${where(path)}: maxLength tightened`);
  }
  if ((current.minLength ?? 0) > (locked.minLength ?? 0)) problems.push(`${where(path)}: minLength tightened`);
  if (current.additionalProperties === false && locked.additionalProperties !== false) {
    problems.push(`${where(path)}: additional properties forbidden`);
  }
  const required = new Set(locked.required ?? []);
  for (const name of current.required ?? []) {
    if (!required.has(name)) problems.push(`${where(path)}: property ${name} became required`);
  }
  const currentProperties = current.properties ?? {};
  for (const [name, schema] of Object.entries(locked.properties ?? {})) {
    const next = currentProperties[name];
    if (next === undefined) problems.push(`${path}/properties/${name}: removed or renamed`);
    else problems.push(...incompatibilities(schema, next, `${path}/properties/${name}`));
  }
  if (locked.items !== undefined) problems.push(...incompatibilities(locked.items, current.items, `${path}/items`));
  return problems;
};

/**
 * Checks every locked schema against its current version (both by file name); a current schema
 * without a lock is a new (versioned) type and passes. Answers the problems, each naming its file.
 */
const checkPublicEvents = (locked, current) => {
  const problems = [];
  for (const file of Object.keys(locked).sort()) {
    if (current[file] === undefined) problems.push(`${file}: the published schema was removed`);
    else for (const problem of incompatibilities(locked[file], current[file])) problems.push(`${file} ${problem}`);
  }
  return { problems, unlocked: Object.keys(current).filter((file) => locked[file] === undefined) };
};

module.exports = { incompatibilities, checkPublicEvents };
