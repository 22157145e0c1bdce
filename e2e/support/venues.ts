import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

/**
 * A venue's own address, as the server names it (decision 081): its first address `/{prefix}-{id}` (the payload's
 * uuid prefix) answers a 301 to `/{slug of the name}-{id}`, read here without following it.
 */
export async function canonicalVenuePath(request: APIRequestContext, venue: { prefix: string; id: number }) {
  const res = await request.get(`/${venue.prefix}-${venue.id}`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(res.status()).toBe(301);
  const location = res.headers().location!;
  expect(location).toMatch(new RegExp(`^/[a-z0-9]+(?:-[a-z0-9]+)*-${venue.id}$`));
  return location;
}
