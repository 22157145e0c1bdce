import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element (its props are attached): server-rendered or prerendered markup is inert
 * until then, and a page's parts hydrate when their own code has arrived, so a click that comes earlier is
 * dropped. The locator is resolved again on each try, so an element React replaced is found anew.
 */
export async function waitForHydration(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), {
      timeout: 15_000,
    })
    .toBe(true);
}
