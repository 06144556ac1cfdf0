import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_VARIANTS,
  type ImageFormat,
  type ImageVariant,
} from '@hotel/contracts';
import { AppError } from '../application/errors';

/** An upload decoded and encoded again: the image, its preview and its thumbnail, in its own format. */
export interface EncodedImage {
  format: ImageFormat;
  /** Digest of the encoded image: its file name, so another picture always gets another URL. */
  hash: string;
  original: Buffer;
  variants: Record<ImageVariant, Buffer>;
}

const MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

const isTaken = (format: string): format is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(format);

/**
 * Decodes an uploaded file and encodes it again, refusing what is not a JPEG, PNG or WebP image.
 * Nothing of the file but its pixels survives: EXIF (camera, place, time), ICC and XMP are
 * dropped, the EXIF orientation is applied first so the picture stands as it was taken, and an
 * animation keeps its first frame. The pixel count is checked from the header before anything is
 * decoded (a small file can unpack into gigabytes).
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const format = await takenFormat(bytes);
  const decode = (): Sharp =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true });
  try {
    const [original, preview, thumbnail] = await Promise.all([
      encode(decode(), format),
      encode(
        decode().resize({
          ...IMAGE_VARIANTS.preview,
          fit: 'cover',
          position: sharp.strategy.attention,
        }),
        format,
      ),
      encode(
        decode().resize({
          ...IMAGE_VARIANTS.thumbnail,
          fit: 'cover',
          position: sharp.strategy.attention,
        }),
        format,
      ),
    ]);
    const hash = createHash('sha256').update(original).digest('hex').slice(0, 20);
    return { format, hash, original, variants: { preview, thumbnail } };
  } catch {
    // A header that reads well over pixels that do not (a truncated or forged file).
    throw new AppError('validation', 'image.notAnImage');
  }
}

/** The file's format from its header, if it is one we take and small enough to decode. */
async function takenFormat(bytes: Buffer): Promise<ImageFormat> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('validation', 'image.notAnImage');
  }
  if (!isTaken(header.format)) {
    throw new AppError('unsupported', 'image.unsupportedFormat', {
      format: header.format.toUpperCase(),
    });
  }
  if (header.width * header.height > MAX_PIXELS) {
    throw new AppError('too_large', 'image.tooManyPixels', { max: IMAGE_MAX_MEGAPIXELS });
  }
  return header.format;
}

/** Encoders chosen for photographs on a web page: visually lossless, progressive where it helps. */
function encode(image: Sharp, to: ImageFormat): Promise<Buffer> {
  switch (to) {
    case 'jpeg':
      return image.jpeg({ quality: 85, progressive: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 85 }).toBuffer();
  }
}
