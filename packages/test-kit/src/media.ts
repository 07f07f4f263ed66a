/** A minimal MP4 (ftyp + moov/trak/tkhd) of that frame size: all a server reads of an uploaded video. */
export const tinyMp4 = (width: number, height: number, brand = 'isom'): Buffer => {
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
  return Buffer.concat([box('ftyp', ftyp), box('moov', box('trak', box('tkhd', tkhd))), box('mdat', Buffer.alloc(64))]);
};
