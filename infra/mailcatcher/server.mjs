// Development mail catcher: accepts every SMTP message on loopback and shows them
// over HTTP, so sign-up/reset flows can be followed (and asserted by tests)
// without a real mail relay.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const HOST = '127.0.0.1';
const SMTP_PORT = Number(process.env.SMTP_PORT || 1025);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT || 8025);
const DIR = process.env.MAIL_DIR || path.resolve(process.env.DATA_DIR || '.data', 'mail');
const FILE = path.join(DIR, 'messages.jsonl');
/** Newest messages kept (memory and disk): a critical announcement to every developer must not grow it forever. */
const MAX_MESSAGES = Number(process.env.MAILCATCHER_MAX_MESSAGES || 20000);
/** What one `GET /api/messages` returns at most, newest first (`?limit=` changes it). */
const DEFAULT_LIMIT = 1000;
/** What the HTML page lists. */
const PAGE_LIMIT = 200;

fs.mkdirSync(DIR, { recursive: true });

/** Oldest first in memory and on disk; the API reverses. */
let messages = [];
if (fs.existsSync(FILE)) {
  for (const line of fs.readFileSync(FILE, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      messages.push(JSON.parse(line));
    } catch {
      // A torn last line after a crash is not worth refusing to start over.
    }
  }
}
let nextId = messages.reduce((max, m) => Math.max(max, Number(m.id) || 0), 0) + 1;

function store(message) {
  messages.push(message);
  fs.appendFileSync(FILE, JSON.stringify(message) + '\n');
  // Trimmed in steps (10% over the cap), so the file is rewritten rarely, and atomically.
  if (messages.length > MAX_MESSAGES * 1.1) {
    messages = messages.slice(-MAX_MESSAGES);
    fs.writeFileSync(`${FILE}.tmp`, messages.map((m) => JSON.stringify(m)).join('\n') + '\n');
    fs.renameSync(`${FILE}.tmp`, FILE);
  }
}

/** Newest first, optionally only those whose recipients contain `to`, at most `limit`. */
function newest(to, limit) {
  const out = [];
  const needle = to?.toLowerCase();
  for (let i = messages.length - 1; i >= 0 && out.length < limit; i--) {
    if (!needle || messages[i].to.toLowerCase().includes(needle)) out.push(messages[i]);
  }
  return out;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  secure: false,
  logger: false,
  banner: 'portal mailcatcher',
  size: 25 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const headerTo = [parsed.to, parsed.cc]
          .flat()
          .filter(Boolean)
          .flatMap((a) => a.value.map((v) => v.address));
        const message = {
          id: String(nextId++),
          from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
          to: (envelopeTo.length ? envelopeTo : headerTo).join(', '),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          date: new Date().toISOString(),
        };
        store(message);
        console.log(`mail ${message.id} to ${message.to}: ${message.subject}`);
        callback();
      })
      .catch((err) => {
        console.error('could not parse message', err);
        callback(err);
      });
  },
});
smtp.on('error', (err) => console.error('smtp error', err.message));

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page() {
  const rows = newest(null, PAGE_LIMIT)
    .map(
      (m) =>
        `<details><summary><b>${escape(m.subject)}</b> → ${escape(m.to)} <small>${escape(m.date)}</small></summary>` +
        `<pre>${escape(m.text)}</pre></details>`,
    )
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>Mail catcher</title>
<style>body{font:14px system-ui;margin:2rem}details{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style>
<h1>Mail catcher <small>(${messages.length}, newest ${PAGE_LIMIT} shown)</small></h1>${rows || '<p>No messages yet.</p>'}`;
}

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(type === 'application/json' ? JSON.stringify(body) : body);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, `http://${HOST}`);
  if (url.pathname === '/healthz') return send(res, 200, { status: 'ok', messages: messages.length });
  if (url.pathname === '/api/messages' && req.method === 'GET') {
    const limit = Number(url.searchParams.get('limit')) || DEFAULT_LIMIT;
    return send(res, 200, newest(url.searchParams.get('to'), Math.max(1, limit)));
  }
  if (url.pathname === '/api/messages' && req.method === 'DELETE') {
    messages = [];
    fs.writeFileSync(FILE, '');
    return send(res, 200, { deleted: true });
  }
  if (url.pathname === '/' && req.method === 'GET') return send(res, 200, page(), 'text/html');
  send(res, 404, { error: 'not found' });
});

smtp.listen(SMTP_PORT, HOST, () => {
  server.listen(HTTP_PORT, HOST, () => console.log(`mailcatcher: smtp ${HOST}:${SMTP_PORT}, http ${HOST}:${HTTP_PORT}`));
});

function shutdown() {
  server.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
