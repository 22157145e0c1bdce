import { messages } from '@randevu/contracts';
import { AppError, tooManyRequests } from '../../lib/errors';
import { storeImage, type StoredImage } from './images';
import type { RateLimiterFactory } from '../../lib/rate-limiter';
import type { FileStorage } from './storage';
import { createWorkQueue, type WorkQueue } from '../../lib/work-queue';

const HOUR = 60 * 60 * 1000;

/**
 * The bounds on image work of one process, shared by every upload route (venue images, expert
 * photos): a decode holds one of libuv's four threads, which also serve every static file and every
 * scrypt, so a burst of uploads must not take them all.
 */
export interface ImageUploads {
  /**
   * Call after the ownership check and before reading the body: 503 when the queue is already full
   * (the body is not read), then one upload counted for the owner, 429 beyond the hourly limit.
   */
  admit(ownerId: number): Promise<void>;
  /** storeImage with the decode in the bounded queue: 503 with Retry-After when it is full. */
  store(bytes: Buffer, prefix: string): Promise<StoredImage>;
  readonly queue: WorkQueue;
}

export interface ImageUploadsOptions {
  storage: FileStorage;
  rateLimits: RateLimiterFactory;
  concurrency: number;
  queue: number;
  uploadsPerOwnerPerHour: number;
}

export const imagesBusy = () => new AppError('SERVER_BUSY', 503, messages.venueImages.busy);

export function createImageUploads(opts: ImageUploadsOptions): ImageUploads {
  const queue = createWorkQueue(opts.concurrency, opts.queue, imagesBusy);
  const perOwner = opts.rateLimits('images:upload', HOUR);
  return {
    queue,
    async admit(ownerId) {
      if (queue.active >= opts.concurrency && queue.waiting >= opts.queue) throw imagesBusy();
      if (!(await perOwner.hit(`owner:${ownerId}`, opts.uploadsPerOwnerPerHour)))
        throw tooManyRequests(messages.venueImages.uploadRateLimited);
    },
    store: (bytes, prefix) => storeImage(opts.storage, bytes, prefix, queue),
  };
}
