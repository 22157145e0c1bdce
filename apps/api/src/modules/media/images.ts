import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { messages } from '@randevu/contracts';
import { AppError } from '../../lib/errors';
import type { FileStorage } from './storage';
import type { WorkQueue } from '../../lib/work-queue';

/** Uploads larger than this are refused with 413 before any decoding. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * Decompression-bomb guard, read from the header before decoding: a venue photo or a portrait needs
 * no more than 25 MP (5000 × 5000); 40 MP PNGs of 150 KB kept the thread pool busy for seconds.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
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

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, messages.venueImages.unsupportedType);
const tooManyPixels = () => new AppError('IMAGE_TOO_LARGE', 413, messages.venueImages.tooManyPixels);

// Loaded on the first upload: importing sharp costs ≈ 0.4 s of start-up (decision record 020).
let loadedSharp: Promise<typeof import('sharp').default> | undefined;
const loadSharp = () =>
  (loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // No libvips operation cache (it kept decoded images alive: 1.18 GB retained after 12 uploads),
    // and one libvips worker per image: the bounded queue, not libvips, decides how many cores images get.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));

const immediately: Pick<WorkQueue, 'run'> = { run: (task) => task() };

/**
 * Checks the bytes, re-encodes to WebP in two sizes (EXIF, GPS and every other metadata dropped,
 * orientation applied) and stores both under `{prefix}/{random}-{lg|sm}.webp`. The file is decoded
 * once, inside `queue` (the header checks run before it): both renditions are made from the large one.
 */
export async function storeImage(
  storage: FileStorage,
  bytes: Buffer,
  prefix: string,
  queue: Pick<WorkQueue, 'run'> = immediately,
): Promise<StoredImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413, messages.venueImages.tooLarge);
  if (!sniffImageFormat(bytes)) throw unsupported();
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Header only, so no pixel limit here: sharp's default (268 MP) would turn a 20000×20000 header into 415 instead of 413.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!meta.width || !meta.height) throw unsupported();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels();

  const { large, thumb, width, height } = await queue.run(async () => {
    try {
      // The one decode: straight to the large size, kept as raw pixels (≤ 1600² × 4 bytes ≈ 10 MB).
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .resize(LARGE_EDGE, LARGE_EDGE, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      return {
        large: await sharp(data, raw).webp({ quality: 82 }).toBuffer(),
        thumb: await sharp(data, raw)
          .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer(),
        width: info.width,
        height: info.height,
      };
    } catch {
      // A header that parses but a body that does not (truncated or corrupt file).
      throw unsupported();
    }
  });
  const name = randomBytes(12).toString('hex');
  const key = `${prefix}/${name}-lg.webp`;
  const thumbKey = `${prefix}/${name}-sm.webp`;
  await storage.put(key, large, 'image/webp');
  await storage.put(thumbKey, thumb, 'image/webp');
  return { key, thumbKey, width, height };
}

/** Deletes both renditions; errors are swallowed by the caller's choice (the row is what matters). */
export async function deleteImage(storage: FileStorage, keys: (string | null | undefined)[]) {
  // Seeded demo images are absolute paths or URLs, not storage keys.
  await Promise.all(
    keys.filter((k): k is string => !!k && !k.startsWith('/') && !k.startsWith('http')).map((k) => storage.delete(k)),
  );
}
