import { crc32, deflateSync } from 'node:zlib';

/** A solid PNG of that size, built by hand (the services decode and re-encode images, so it must be a real one). */
export const solidPng = (width: number, height: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x60);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A minimal MP4 (ftyp + moov/trak/tkhd) of that frame size, with its video timing at `fps` when given: what a server reads of an uploaded video. */
export const tinyMp4 = (width: number, height: number, brand = 'isom', fps?: number): Buffer => {
  const box = (type: string, ...children: Buffer[]) => {
    const body = Buffer.concat(children);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length + 8);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x00000003, 0); // version 0, flags enabled|in movie
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  const ftyp = Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from(`${brand}mp41`, 'latin1')]);
  const track = fps === undefined ? [box('tkhd', tkhd)] : [box('tkhd', tkhd), timedVideoMedia(box, fps)];
  return Buffer.concat([box('ftyp', ftyp), box('moov', box('trak', ...track)), box('mdat', Buffer.alloc(64))]);
};

/** A video track's media boxes (`mdia`: `mdhd`, `hdlr` vide, `minf/stbl/stts`) timing 100 frames at `fps`. */
const timedVideoMedia = (box: (type: string, ...children: Buffer[]) => Buffer, fps: number): Buffer => {
  const timescale = 90_000;
  const delta = Math.round(timescale / fps);
  const frames = 100;
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(timescale, 12);
  mdhd.writeUInt32BE(frames * delta, 16);
  const hdlr = Buffer.alloc(25);
  hdlr.write('vide', 8, 'latin1');
  const stts = Buffer.alloc(16);
  stts.writeUInt32BE(1, 4);
  stts.writeUInt32BE(frames, 8);
  stts.writeUInt32BE(delta, 12);
  return box('mdia', box('mdhd', mdhd), box('hdlr', hdlr), box('minf', box('stbl', box('stts', stts))));
};
