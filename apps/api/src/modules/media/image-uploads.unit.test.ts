import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { createImageUploads } from './image-uploads';
import { memoryRateLimiters } from '../../lib/rate-limiter';
import type { FileStorage } from './storage';

const storage: FileStorage = { put: async () => {}, delete: async () => {} };
const uploads = (queue: number, uploadsPerOwnerPerHour = 100) =>
  createImageUploads({ storage, rateLimits: memoryRateLimiters, concurrency: 1, queue, uploadsPerOwnerPerHour });

describe('image uploads of one process', () => {
  it('refuses an upload with 503 before its body is read while the queue is full, without counting it for the owner', async () => {
    const images = uploads(1, 2);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const running = [images.queue.run(() => held), images.queue.run(() => held)];
    await expect(images.admit(7)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVER_BUSY',
      message: messages.venueImages.busy,
    });
    release();
    await Promise.all(running);
    await images.admit(7);
    await images.admit(7);
    await expect(images.admit(7)).rejects.toMatchObject({ statusCode: 429, message: messages.venueImages.uploadRateLimited });
    await images.admit(8);
  });

  it('answers 503 from store when the decode queue is full, after the header checks', async () => {
    const images = uploads(0);
    let release!: () => void;
    const running = images.queue.run(() => new Promise<void>((r) => (release = r)));
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await expect(images.store(png, 'venues/1')).rejects.toMatchObject({ statusCode: 503, message: messages.venueImages.busy });
    // Bytes that are no image are refused as such, queue or not.
    await expect(images.store(Buffer.from('metin'), 'venues/1')).rejects.toMatchObject({ statusCode: 415 });
    release();
    await running;
    await expect(images.store(png, 'venues/1')).resolves.toMatchObject({ width: 20, height: 20 });
  });
});
