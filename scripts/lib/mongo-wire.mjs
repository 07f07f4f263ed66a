// A real `hello` round trip over the MongoDB wire protocol (OP_MSG) with Node
// built-ins only: the supervisor runs before node_modules exists.
import net from 'node:net';

const OP_MSG = 2013;

function cstring(s) {
  return Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);
}

function helloDoc() {
  const hello = Buffer.concat([Buffer.from([0x10]), cstring('hello'), Buffer.from([1, 0, 0, 0])]);
  const db = Buffer.from('admin', 'utf8');
  const dbLen = Buffer.alloc(4);
  dbLen.writeInt32LE(db.length + 1);
  const dbEl = Buffer.concat([Buffer.from([0x02]), cstring('$db'), dbLen, db, Buffer.from([0])]);
  const body = Buffer.concat([hello, dbEl, Buffer.from([0])]);
  const size = Buffer.alloc(4);
  size.writeInt32LE(body.length + 4);
  return Buffer.concat([size, body]);
}

const FIXED = { 0x01: 8, 0x07: 12, 0x08: 1, 0x09: 8, 0x0a: 0, 0x10: 4, 0x11: 8, 0x12: 8, 0x13: 16 };

/** Top-level numeric/bool fields of a BSON document (enough to read `ok`). */
function topLevelScalars(doc) {
  const out = {};
  let i = 4;
  while (i < doc.length - 1) {
    const type = doc[i++];
    const end = doc.indexOf(0, i);
    const name = doc.toString('utf8', i, end);
    i = end + 1;
    if (type === 0x01) out[name] = doc.readDoubleLE(i);
    else if (type === 0x10) out[name] = doc.readInt32LE(i);
    else if (type === 0x08) out[name] = doc[i] === 1;
    if (type in FIXED) i += FIXED[type];
    else if (type === 0x02 || type === 0x0d || type === 0x0e) i += 4 + doc.readInt32LE(i);
    else if (type === 0x03 || type === 0x04) i += doc.readInt32LE(i);
    else if (type === 0x05) i += 5 + doc.readInt32LE(i);
    else break;
  }
  return out;
}

export function hello(port, host = '127.0.0.1', timeoutMs = 2000) {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    let buf = Buffer.alloc(0);
    const done = (v) => {
      sock.destroy();
      resolve(v);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('error', () => done(false));
    sock.once('connect', () => {
      const doc = helloDoc();
      const header = Buffer.alloc(21);
      header.writeInt32LE(16 + 4 + 1 + doc.length, 0);
      header.writeInt32LE(1, 4);
      header.writeInt32LE(0, 8);
      header.writeInt32LE(OP_MSG, 12);
      header.writeUInt32LE(0, 16);
      header[20] = 0; // section kind 0: body document
      sock.write(Buffer.concat([header, doc]));
    });
    sock.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length < 4 || buf.length < buf.readInt32LE(0)) return;
      if (buf.readInt32LE(12) !== OP_MSG) return done(false);
      const doc = buf.subarray(21, 21 + buf.readInt32LE(21));
      done(topLevelScalars(doc).ok === 1);
    });
  });
}
