import { messages } from '@randevu/contracts';
import { AppError } from './errors';

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` wait. A task beyond
 * that is refused at once with 503 (Retry-After) instead of queueing without bound: each scrypt
 * holds 128 MiB, so an unbounded queue of registrations would be an out-of-memory lever.
 */
export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export const serverBusy = () => new AppError('SERVER_BUSY', 503, messages.common.busy);

export function createWorkQueue(concurrency: number, maxWaiting: number, busy: () => AppError = serverBusy): WorkQueue {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (active >= concurrency) {
        if (queue.length >= maxWaiting) throw busy();
        // The slot is handed over by release(), so `active` never drops below the running count.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
