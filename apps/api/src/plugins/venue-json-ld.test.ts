import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createExpert, createOwner, createReview, createVenue } from '../../test/factories';
import { reviews } from '../db/schema';
import { venueSegment } from '@randevu/contracts';

/**
 * The venue page carries schema.org `LocalBusiness` with `AggregateRating` and the latest reviews as
 * JSON-LD, escaped as the inlined venue JSON is, and new after a review (the venue JSON's ETag changes).
 */
const html = { accept: 'text/html' };
const ldOf = (body: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  expect(m, 'no JSON-LD element').not.toBeNull();
  expect(m![1]).not.toMatch(/[<>&\u2028\u2029]/);
  return JSON.parse(m![1]!) as {
    aggregateRating?: unknown;
    review: { author: { name: string } }[];
  } & Record<string, unknown>;
};

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-json-ld-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'venue.html'), '<!doctype html><head></head><div id="root"></div>');
  t = await buildTestApp({ webDistDir: dir, publicUrl: 'https://randevu.example' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('JSON-LD on the venue page', () => {
  it('describes the venue; no rating and no reviews before the first review', async () => {
    const venue = await createVenue(t.db, { ownerId: (await createOwner(t.db)).id, name: 'Işıl Güzellik Salonu' });
    const ld = ldOf((await t.app.inject({ method: 'GET', url: `/${venueSegment(venue)}`, headers: html })).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `https://randevu.example/${venueSegment(venue)}`,
      url: `https://randevu.example/${venueSegment(venue)}`,
      name: 'Işıl Güzellik Salonu',
      address: { '@type': 'PostalAddress', addressRegion: 'Edirne', addressCountry: 'TR' },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });

  it('carries AggregateRating and the latest reviews (a hostile comment stays data), refreshed by a new review', async () => {
    const venue = await createVenue(t.db, { ownerId: (await createOwner(t.db)).id });
    const expertId = (await createExpert(t.db, { venueId: venue.id })).id;
    const first = await createReview(t.db, { venueId: venue.id, expertId, rating: 5, customerFirstName: 'Ayşe' });
    const comment = '</script><script>alert(1)</script> Çok iyi & özenli';
    await t.db.update(reviews).set({ comment }).where(eq(reviews.id, first.id));
    const url = `/${venueSegment(venue)}`;
    // The page is read once before the second review, as a cached page would be.
    await t.app.inject({ method: 'GET', url, headers: html });
    await createReview(t.db, { venueId: venue.id, expertId, rating: 4 });
    // The factory writes behind the service's back: drop the venue's cached reads as the service does.
    t.app.publicCache.invalidateVenue(venue.id);

    const res = await t.app.inject({ method: 'GET', url, headers: html });
    expect(res.body).not.toContain('<script>alert');
    const ld = ldOf(res.body);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toHaveLength(2);
    const byAyse = ld.review.find((r) => r.author.name === 'Ayşe D.');
    expect(byAyse).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Ayşe D.' },
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: comment,
    });
  });

  it("counts and lists only the customers' own bookings' reviews; a health venue's authors are initials (decision 053)", async () => {
    const venue = await createVenue(t.db, { ownerId: (await createOwner(t.db)).id, categoryIds: [3] });
    const expertId = (await createExpert(t.db, { venueId: venue.id })).id;
    await createReview(t.db, { venueId: venue.id, expertId, rating: 2, customerFirstName: 'Mehmet', customerLastName: 'Kılıç' });
    await createReview(t.db, { venueId: venue.id, expertId, rating: 5, bookedBy: 'owner', customerFirstName: 'Sahte' });
    t.app.publicCache.invalidateVenue(venue.id);
    const ld = ldOf((await t.app.inject({ method: 'GET', url: `/${venueSegment(venue)}`, headers: html })).body);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 2, ratingCount: 1, reviewCount: 1 });
    expect(ld.review.map((r) => r.author.name)).toEqual(['M. K.']);
    expect(JSON.stringify(ld)).not.toContain('Saç Kesimi');
  });
});
