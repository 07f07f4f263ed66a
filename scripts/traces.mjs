#!/usr/bin/env node
// `npm run traces -- <traceId>`: the span tree of one trace across every service, read from the
// local exporter's files (.data/traces/<service>.jsonl, written when no OTLP endpoint is set).
// `npm run traces` alone lists the latest traces. Node built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { DATA } from './lib/config.mjs';
import { bold, dim, paint, prefix } from './lib/log.mjs';

const DIR = process.env.OTEL_TRACES_DIR || path.join(process.env.DATA_DIR || DATA, 'traces');
const LIST_TAIL_BYTES = 2 * 1024 * 1024;

const files = () => {
  try {
    // The rotated part first, so spans come in the order they were written.
    return fs
      .readdirSync(DIR)
      .filter((f) => f.endsWith('.jsonl'))
      .sort((a, b) => (a.endsWith('.1.jsonl') === b.endsWith('.1.jsonl') ? a.localeCompare(b) : a.endsWith('.1.jsonl') ? -1 : 1))
      .map((f) => path.join(DIR, f));
  } catch {
    return [];
  }
};

const parse = (line) => {
  try {
    return JSON.parse(line);
  } catch {
    return null; // a line cut by a crash or a rotation
  }
};

async function spansOf(traceId) {
  const spans = [];
  for (const file of files()) {
    const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line.includes(traceId)) continue;
      const span = parse(line);
      if (span?.traceId === traceId) spans.push(span);
    }
  }
  return spans;
}

const ms = (value) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);

function label(span) {
  const status = span.attributes?.['http.response.status_code'];
  const failed = span.status === 'error';
  const name = failed ? paint(31, `${span.name} ✘`) : span.name;
  return `${prefix(span.service)} ${name} ${dim(span.kind)}${status ? ` ${status}` : ''}`;
}

function printTree(traceId, spans) {
  const ids = new Set(spans.map((s) => s.spanId));
  const children = new Map();
  for (const span of spans) {
    const parent = span.parentSpanId && ids.has(span.parentSpanId) ? span.parentSpanId : null;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(span);
  }
  for (const list of children.values()) list.sort((a, b) => a.startMs - b.startMs);
  const start = Math.min(...spans.map((s) => s.startMs));
  const end = Math.max(...spans.map((s) => s.startMs + s.durationMs));
  const services = new Set(spans.map((s) => s.service));
  console.log(`${bold(`trace ${traceId}`)}  ${spans.length} spans, ${services.size} services, ${ms(end - start)}`);
  const walk = (span, indent, last) => {
    const branch = indent === null ? '' : `${indent}${last ? '└─ ' : '├─ '}`;
    const timing = dim(`+${ms(span.startMs - start)} ${ms(span.durationMs)}`);
    console.log(`${branch}${label(span)}  ${timing}`);
    const kids = children.get(span.spanId) ?? [];
    const next = indent === null ? '' : `${indent}${last ? '   ' : '│  '}`;
    kids.forEach((kid, i) => walk(kid, next, i === kids.length - 1));
  };
  for (const root of children.get(null) ?? []) {
    if (root.parentSpanId) console.log(dim(`(continues ${root.parentSpanId}, a span of the caller)`));
    walk(root, null, true);
  }
  console.log(dim('Span starts come from each process clock: across services they are as close as those clocks.'));
}

function tail(file) {
  const size = fs.statSync(file).size;
  const from = Math.max(0, size - LIST_TAIL_BYTES);
  const buffer = Buffer.alloc(size - from);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    fs.closeSync(fd);
  }
  const lines = buffer.toString('utf8').split('\n');
  if (from > 0) lines.shift();
  return lines;
}

function listLatest(count) {
  const traces = new Map();
  for (const file of files().filter((f) => !f.endsWith('.1.jsonl'))) {
    for (const line of tail(file)) {
      const span = parse(line);
      if (!span?.traceId) continue;
      const trace = traces.get(span.traceId) ?? { start: span.startMs, spans: 0, services: new Set(), root: null };
      trace.spans += 1;
      trace.services.add(span.service);
      trace.start = Math.min(trace.start, span.startMs);
      if (span.kind === 'server' && (!trace.root || span.startMs < trace.root.startMs)) trace.root = span;
      traces.set(span.traceId, trace);
    }
  }
  const latest = [...traces.entries()].sort((a, b) => b[1].start - a[1].start).slice(0, count);
  if (latest.length === 0) {
    console.log(`No spans under ${DIR} (is the stack running, and OTEL_EXPORTER_OTLP_ENDPOINT unset?)`);
    return;
  }
  for (const [id, t] of latest.reverse()) {
    const when = new Date(t.start).toISOString().slice(11, 23);
    console.log(`${dim(when)} ${id}  ${t.root?.name ?? '(no server span)'} ${dim(`${t.spans} spans: ${[...t.services].join(', ')}`)}`);
  }
  console.log(dim('npm run traces -- <traceId> prints one as a tree'));
}

const [arg] = process.argv.slice(2);
if (!arg) listLatest(20);
else if (!/^[0-9a-f]{32}$/.test(arg)) {
  console.error('usage: npm run traces -- [traceId (32 hex digits)]');
  process.exitCode = 2;
} else {
  const spans = await spansOf(arg);
  if (spans.length === 0) {
    console.error(`No span of trace ${arg} under ${DIR}`);
    process.exitCode = 1;
  } else printTree(arg, spans);
}
