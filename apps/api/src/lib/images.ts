import { randomBytes } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { messages } from '@randevu/contracts';
import { AppError } from './errors';
import type { FileStorage } from './storage';

/** Uploads larger than this are refused with 413 before any decoding. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: more pixels than this (e.g. 20000×20000) is refused from the header alone. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const LARGE_EDGE = 1600;
const THUMB_EDGE = 480;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format from the file's first bytes; the name and the declared type are never trusted. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface StoredImage {
  /** Storage key of the large WebP (≤ 1600 px on the long edge). */
  key: string;
  /** Storage key of the thumbnail WebP (≤ 480 px). */
  thumbKey: string;
  width: number;
  height: number;
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, messages.images.unsupportedType);
const tooManyPixels = () => new AppError('IMAGE_TOO_LARGE', 413, messages.images.tooManyPixels);

/**
 * Checks the bytes, re-encodes to WebP in two sizes (EXIF, GPS and every other metadata dropped,
 * orientation applied) and stores both under `{prefix}/{random}-{lg|sm}.webp`.
 */
export async function storeImage(storage: FileStorage, bytes: Buffer, prefix: string): Promise<StoredImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413, messages.images.tooLarge);
  if (!sniffImageFormat(bytes)) throw unsupported();
  // Loaded on the first upload: importing sharp costs ≈ 0.4 s of start-up (decision record 020).
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    // Header only, so no pixel limit here: sharp's default (268 MP) would turn a 20000×20000 header into 415 instead of 413.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!meta.width || !meta.height) throw unsupported();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels();

  const source = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  let large: { data: Buffer; info: OutputInfo };
  let thumb: Buffer;
  try {
    large = await source()
      .resize(LARGE_EDGE, LARGE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    thumb = await source()
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    // A header that parses but a body that does not (truncated or corrupt file).
    throw unsupported();
  }
  const name = randomBytes(12).toString('hex');
  const key = `${prefix}/${name}-lg.webp`;
  const thumbKey = `${prefix}/${name}-sm.webp`;
  await storage.put(key, large.data, 'image/webp');
  await storage.put(thumbKey, thumb, 'image/webp');
  return { key, thumbKey, width: large.info.width, height: large.info.height };
}

/** Deletes both renditions; errors are swallowed by the caller's choice (the row is what matters). */
export async function deleteImage(storage: FileStorage, keys: (string | null | undefined)[]) {
  // Seeded demo images are absolute paths or URLs, not storage keys.
  await Promise.all(
    keys.filter((k): k is string => !!k && !k.startsWith('/') && !k.startsWith('http')).map((k) => storage.delete(k)),
  );
}
