import sharp from 'sharp';
import { LOGO_MESSAGES, type LogoType } from './logo.rules';

/** Larger than any logo needs; a decompression bomb stops here instead of filling memory. */
const MAX_PIXELS = 4096 * 4096;

/**
 * Decodes the upload and encodes a fresh image of the same type: what is stored and served is
 * pixels only — no bytes appended after the image (an HTML document riding on a PNG), no
 * metadata (EXIF location, comments), orientation applied. An upload that does not decode as its
 * magic bytes claim is refused with the type message.
 */
export async function reencodeLogo(bytes: Buffer, type: LogoType): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    return type === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    throw new LogoNotDecodable();
  }
}

export class LogoNotDecodable extends Error {
  constructor() {
    super(LOGO_MESSAGES.type);
  }
}
