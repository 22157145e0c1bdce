import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoUser } from './support/accounts';
import { collectErrors } from './support/console';

/**
 * The landing page is prerendered at build time and hydrated (decision 063). A visitor without a session
 * gets its markup before any JavaScript runs; hydration must match it (no error in the console); a signed-in
 * visitor gets the client-rendered app, so the header is never painted in the wrong state.
 */
const heroTitle = 'Randevunuzu beklemeden, birkaç adımda alın';

declare global {
  interface Window {
    __headerStates: Set<string>;
  }
}

/** Runs before the page's HTML is parsed: records every state the desktop header's account area shows. */
function recordHeaderStates() {
  window.__headerStates = new Set();
  const record = () => {
    const header = document.querySelector('header');
    if (!header) return;
    if (Array.from(header.querySelectorAll('a')).some((a) => a.textContent === 'Giriş Yap'))
      window.__headerStates.add('signed-out');
    if (header.querySelector('button[aria-label*="Hesap menüsü"]')) window.__headerStates.add('signed-in');
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true });
}

async function hydrated(page: Page) {
  // React marks the container it has taken over; the FAQ then answers a click (it is inert until hydrated).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
  );
  await page.waitForLoadState('networkidle');
  // The sections below the hero hydrate when their own code has arrived; until then the FAQ is markup.
  await page.waitForFunction(() => {
    const trigger = document.querySelector('section[aria-labelledby="sss"] button');
    return !!trigger && Object.keys(trigger).some((key) => key.startsWith('__reactProps'));
  });
}

test.describe('prerendered landing page', () => {
  test('arrives as HTML with the page in it and hydrates without a console error', async ({ page, request }) => {
    const res = await request.get('/', { headers: { accept: 'text/html' } });
    expect(res.ok()).toBe(true);
    const html = await res.text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain(heroTitle);
    expect(html).toContain('<title>Online Randevu | Randevu</title>');
    expect(html).toMatch(/Bültenimize abone olun/); // the footer, a lazy part, is in the markup too
    expect(html).not.toMatch(/<script>/); // no inline script (CSP): every part is complete

    const errors = collectErrors(page);
    await page.addInitScript(recordHeaderStates);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
    await hydrated(page);

    const faq = page.getByRole('button', { name: 'Randevu almak için üye olmam gerekiyor mu?' });
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    expect(await page.evaluate(() => [...window.__headerStates])).toEqual(['signed-out']);
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor gets the client-rendered page, with the account menu from the first paint', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-posta', { exact: true }).fill(demoUser.email);
    await page.getByLabel('Şifre', { exact: true }).fill(demoUser.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user(\/|$)/);

    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('data-prerendered');

    const errors = collectErrors(page);
    await page.addInitScript(recordHeaderStates);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`${demoUser.firstName}, Hesap menüsü`) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => [...window.__headerStates])).toEqual(['signed-in']);
    expect(errors).toEqual([]);
  });

  test('a user stored in the browser without a session cookie is forgotten, and the header stays signed out', async ({
    page,
  }) => {
    // What a closed browser leaves behind after a session without 'remember me': the cookie is gone, the user is not.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'user',
          JSON.stringify({ id: 1, name: 'Deniz Yılmaz', first_name: 'Deniz', role: 'user', email: 'x@example.com' }),
        );
      }
    });
    const errors = collectErrors(page);
    await page.addInitScript(recordHeaderStates);
    await page.goto('/');
    await hydrated(page);

    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => [...window.__headerStates])).toEqual(['signed-out']);
    expect(errors).toEqual([]);
  });
});
