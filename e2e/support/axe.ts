import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * No WCAG 2.1 AA violation on the page, or inside the open dialog when `dialog` (what a modal leaves reachable).
 * `withoutToasts` leaves the toaster out: a toast fading out is half transparent, and axe would read its contrast
 * mid-animation.
 */
export async function expectAxeClean(page: Page, { dialog = false, withoutToasts = false } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (withoutToasts) builder = builder.exclude('[data-sonner-toaster]');
  const result = await (dialog ? builder.include('[role="dialog"]') : builder).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
