import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { storeImage } from './images';
import type { FileStorage } from './storage';

/**
 * Each upload was decoded twice (once per rendition). Counts the pipelines that
 * read the uploaded bytes and produce pixels (`toBuffer` on a sharp instance made from them; the
 * header read, `metadata()`, is not a decode).
 */
const watched = vi.hoisted(() => ({ input: undefined as unknown, decodes: 0 }));

vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default;
  const counting = ((input?: unknown, options?: unknown) => {
    const instance = real(input as never, options as never);
    if (input === watched.input) {
      const toBuffer = instance.toBuffer.bind(instance) as (...args: unknown[]) => unknown;
      instance.toBuffer = ((...args: unknown[]) => {
        watched.decodes += 1;
        return toBuffer(...args);
      }) as typeof instance.toBuffer;
    }
    return instance;
  }) as typeof real;
  return { default: Object.assign(counting, real) };
});

const memoryStorage = () => {
  const files = new Map<string, Buffer>();
  const storage: FileStorage = {
    put: async (key, body) => void files.set(key, body),
    delete: async (key) => void files.delete(key),
  };
  return { files, storage };
};

describe('storeImage', () => {
  it('decodes the upload once for both renditions, with no libvips cache and one libvips thread', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const { files, storage } = memoryStorage();
    watched.input = png;
    watched.decodes = 0;
    const stored = await storeImage(storage, png, 'venues/1');
    expect(watched.decodes).toBe(1);
    expect([stored.width, stored.height]).toEqual([1600, 800]);
    const large = await sharp(files.get(stored.key)).metadata();
    const thumb = await sharp(files.get(stored.thumbKey)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 800]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 480, 240]);
    expect(sharp.cache().items.max).toBe(0);
    expect(sharp.concurrency()).toBe(1);
  });

  it('keeps an alpha channel and a small image at its own size', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const { files, storage } = memoryStorage();
    const stored = await storeImage(storage, png, 'experts/1');
    const large = await sharp(files.get(stored.key)).metadata();
    expect([large.width, large.height, large.hasAlpha]).toEqual([300, 200, true]);
  });
});
