import { afterEach, beforeEach, vi } from 'vitest';

/** For every test of the calling file: `Date` (only) stands at `instant`; timers run as usual. */
export function freezeClockAt(instant: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => vi.useRealTimers());
}
