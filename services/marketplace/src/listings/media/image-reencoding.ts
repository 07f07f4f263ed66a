import sharp from 'sharp';

const MAX_PIXELS = 4096 * 4096;

/**
 * Decodes an uploaded image and encodes a fresh one of the same type (like app logos): what is
 * stored is pixels only, no appended payload or metadata, orientation applied. Null when the bytes
 * do not decode as the image their magic bytes claim.
 */
export const reencodeImage = async (bytes: Buffer, mime: string): Promise<{ bytes: Buffer; width: number; height: number } | null> => {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const out = mime === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
};
