import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page (a hydration mismatch is reported as a console error). */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}
