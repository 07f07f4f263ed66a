// Foreground mode: tails every log under .data/logs with a coloured prefix, JSON lines made readable.
import fs from 'node:fs';
import path from 'node:path';
import { LOGS } from './config.mjs';
import { prefix } from './log.mjs';
import { prettyLine } from './pretty-log.mjs';

export function follow(names, { intervalMs = 250 } = {}) {
  const offsets = new Map();
  const partial = new Map();
  for (const n of names) {
    try {
      offsets.set(n, fs.statSync(path.join(LOGS, `${n}.log`)).size);
    } catch {
      offsets.set(n, 0);
    }
  }
  const poll = () => {
    for (const n of names) {
      const file = path.join(LOGS, `${n}.log`);
      let size;
      try {
        size = fs.statSync(file).size;
      } catch {
        continue;
      }
      let from = offsets.get(n);
      if (size < from) from = 0; // truncated or recreated
      if (size === from) continue;
      const buf = Buffer.alloc(size - from);
      const fd = fs.openSync(file, 'r');
      fs.readSync(fd, buf, 0, buf.length, from);
      fs.closeSync(fd);
      offsets.set(n, size);
      const lines = ((partial.get(n) ?? '') + buf.toString('utf8')).split('\n');
      partial.set(n, lines.pop());
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix(n)} ${prettyLine(line)}\n`);
    }
  };
  const timer = setInterval(poll, intervalMs);
  return () => {
    poll();
    clearInterval(timer);
  };
}
