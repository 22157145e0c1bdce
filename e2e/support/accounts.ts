import { expect, type Locator, type Page } from '@playwright/test';

/** Seeded on the API's first start when SEED_DEMO=true (apps/api/src/db/seed/demo.ts). */
export const demoUser = { email: 'demo@randevu.com.tr', password: 'Demo.Kullanici1', firstName: 'Deniz' } as const;
export const demoOwner = {
  email: 'isletme@randevu.com.tr',
  password: 'Demo.Isletme1',
  businessName: 'Randevu Demo İşletmeleri',
} as const;

let counter = 0;
/** An address no earlier test (or run against the same server) has used. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/**
 * Clicks a "Çıkış Yap" control and waits until the page the logout reloads (useLogout: `location.assign(...)`)
 * has loaded. The client may route to that address first (the user area leaves for /login as soon as the
 * session is cleared), so the URL alone does not say the reload is over, and a `page.goto` started before it is
 * interrupted by it ("Navigation … is interrupted by another navigation to /login", seen in CI). Client-side
 * routing fires no `load` event; the reload does.
 */
export async function logOutAndWait(page: Page, control: Locator) {
  const reloaded = page.waitForEvent('load');
  await control.click();
  await reloaded;
}

/** Where an owner lands after login: today's calendar of the venue opened last, else of the first (decision 071). */
export const ownerHome = /\/dashboard\/owner\/venue-calendar\/\d+$/;

/** Signs the demo owner in through the login page and waits for the owner's home, today's calendar. */
export async function logInAsDemoOwner(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
  await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
  await expect(page).toHaveURL(ownerHome);
}
