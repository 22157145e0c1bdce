import { test as base } from '@playwright/test';
import { serverUrl } from './servers';

/** Playwright's test with `baseURL` pointing at this worker's own server (support/servers.ts); specs import it from here. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
