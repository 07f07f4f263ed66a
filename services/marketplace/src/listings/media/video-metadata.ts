/** The ISO BMFF boxes read here: containers walked into, and the leaves that carry what is checked. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

interface Track {
  width: number;
  height: number;
  handler: string | null;
  timescale: number;
  duration: number;
  samples: number;
}

/**
 * The tracks of an MP4 / QuickTime file from its boxes, read from the bytes without decoding anything:
 * frame size (`tkhd`), handler (`hdlr`), media time scale and duration (`mdhd`) and sample count (`stts`).
 */
const tracksOf = (bytes: Buffer): Track[] => {
  const tracks: Track[] = [];
  const walk = (start: number, end: number, depth: number, track: Track | null): void => {
    let offset = start;
    while (offset + 8 <= end && depth < 8) {
      let size = bytes.readUInt32BE(offset);
      const type = bytes.toString('latin1', offset + 4, offset + 8);
      let header = 8;
      if (size === 1 && offset + 16 <= end) {
        size = Number(bytes.readBigUInt64BE(offset + 8));
        header = 16;
      } else if (size === 0) {
        size = end - offset;
      }
      if (size < header || offset + size > end) return;
      const body = offset + header;
      const boxEnd = offset + size;
      if (type === 'trak') {
        const found: Track = { width: 0, height: 0, handler: null, timescale: 0, duration: 0, samples: 0 };
        tracks.push(found);
        walk(body, boxEnd, depth + 1, found);
      } else if (CONTAINERS.has(type)) {
        walk(body, boxEnd, depth + 1, track);
      } else if (track) {
        readLeaf(bytes, type, body, boxEnd, track);
      }
      offset = boxEnd;
    }
  };
  walk(0, bytes.length, 0, null);
  return tracks;
};

const readLeaf = (bytes: Buffer, type: string, body: number, end: number, track: Track): void => {
  const version = bytes[body];
  if (type === 'tkhd') {
    // width and height are the last two 16.16 fixed-point fields of the box.
    const at = body + (version === 1 ? 88 : 76);
    if (at + 8 <= end) {
      track.width = bytes.readUInt32BE(at) / 65536;
      track.height = bytes.readUInt32BE(at + 4) / 65536;
    }
  } else if (type === 'hdlr' && body + 12 <= end) {
    track.handler = bytes.toString('latin1', body + 8, body + 12);
  } else if (type === 'mdhd') {
    if (version === 1 && body + 32 <= end) {
      track.timescale = bytes.readUInt32BE(body + 20);
      track.duration = Number(bytes.readBigUInt64BE(body + 24));
    } else if (version === 0 && body + 20 <= end) {
      track.timescale = bytes.readUInt32BE(body + 12);
      track.duration = bytes.readUInt32BE(body + 16);
    }
  } else if (type === 'stts' && body + 8 <= end) {
    const entries = bytes.readUInt32BE(body + 4);
    let samples = 0;
    for (let i = 0, at = body + 8; i < entries && at + 8 <= end; i += 1, at += 8) samples += bytes.readUInt32BE(at);
    track.samples = samples;
  }
};

/** The frame size of the file: its largest track's, or null when no track says. */
export const videoFrameSize = (bytes: Buffer): { width: number; height: number } | null => {
  let best: { width: number; height: number } | null = null;
  for (const { width, height } of tracksOf(bytes)) {
    if (width > 0 && height > 0 && (!best || width * height > best.width * best.height)) best = { width, height };
  }
  return best;
};

/**
 * The average frame rate of the file's video track (frames over its media duration), or null when no video track
 * carries its timing (a file cut short, or one that names no handler).
 */
export const videoFrameRate = (bytes: Buffer): number | null => {
  const rates = tracksOf(bytes)
    .filter((t) => t.handler === 'vide' && t.timescale > 0 && t.duration > 0 && t.samples > 0)
    .map((t) => (t.samples * t.timescale) / t.duration);
  return rates.length > 0 ? Math.max(...rates) : null;
};
