/**
 * The frame size of an MP4 / QuickTime file from its track headers (ISO BMFF `moov/trak/tkhd`), read
 * from the bytes without decoding anything: the largest track size, or null when there is none.
 */
export const videoFrameSize = (bytes: Buffer): { width: number; height: number } | null => {
  let best: { width: number; height: number } | null = null;
  const walk = (start: number, end: number, depth: number): void => {
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
      if (type === 'moov' || type === 'trak') walk(offset + header, offset + size, depth + 1);
      if (type === 'tkhd') {
        const version = bytes[offset + header]!;
        // width and height are the last two 16.16 fixed-point fields of the box.
        const at = offset + header + (version === 1 ? 88 : 76);
        if (at + 8 <= offset + size) {
          const width = bytes.readUInt32BE(at) / 65536;
          const height = bytes.readUInt32BE(at + 4) / 65536;
          if (width > 0 && height > 0 && (!best || width * height > best.width * best.height)) best = { width, height };
        }
      }
      offset += size;
    }
  };
  walk(0, bytes.length, 0);
  return best;
};
