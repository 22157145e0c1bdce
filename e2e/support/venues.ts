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

/** A demo venue as its public payload gives it (the fields the journeys use). */
export interface DemoVenue {
  id: number;
  name: string;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

/** The demo venue of the beauty listing of Edirne (city 22) whose name holds `q`, read like any client would. */
export async function demoVenue(request: APIRequestContext, q: string): Promise<DemoVenue> {
  const search = await request.get(`/api/venues/by-city-category/22/1?q=${encodeURIComponent(q)}`);
  const [listed] = (await search.json()).data as { id: number }[];
  return (await (await request.get(`/api/venues/${listed!.id}`)).json()).data as DemoVenue;
}
