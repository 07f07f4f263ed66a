// Test files for listing uploads: PNGs from a tiny encoder, an MP4 with only its track header (what the
// server reads of a video), and a multipart upload through the API.
import { deflateSync } from 'node:zlib';
import testKit from '@portal/test-kit';
import { GATEWAY_URL } from './config.mjs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (/** @type {Buffer} */ bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A solid-colour RGB PNG of that size. */
export function png(width, height, [r, g, b] = [40, 120, 200]) {
  const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal MP4 of that frame size (the test kit's, shared with the API tests). */
export const { tinyMp4 } = testKit;

/**
 * Uploads one file to a listing (`POST /api/v1/submissions/{id}/media`, multipart) in a session.
 * @param {{ cookie: string, csrfToken: string }} session
 * @param {string} appId
 * @param {string} kind
 * @param {Buffer} bytes
 * @param {string} filename
 */
export async function uploadViaApi(session, appId, kind, bytes, filename) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes]), filename);
  const res = await fetch(`${GATEWAY_URL}/api/v1/submissions/${appId}/media`, {
    method: 'POST',
    headers: { accept: 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body: form,
  });
  return { status: res.status, data: await res.json().catch(() => undefined) };
}
