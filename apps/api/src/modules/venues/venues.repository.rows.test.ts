import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, type Column } from 'drizzle-orm';
import {
  categories,
  cities,
  districts,
  experts,
  neighborhoods,
  services,
  subServices,
  venueFaqs,
  venueHours,
  venueImages,
  venues,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createExpert, createFaq, createImage, createOwner, createSubService, createVenue } from '../../../test/factories';
import {
  createVenuesRepository,
  type CardRow,
  type ExpertRow,
  type FaqRow,
  type HoursRow,
  type ImageRow,
  type SubServiceRow,
  type VenueRow,
} from './venues.repository';

/**
 * The public venue reads stay raw SQL (decision 019): json_agg subqueries and a lateral page with
 * its total in one statement. Their row types are written by hand, so this test holds them to the
 * truth twice over: every key the SQL returns is a key of the TypeScript row type and the reverse
 * (the `Record<keyof Row, …>` maps below do not compile when a key is added to or removed from a
 * row type), the value of each has the declared kind, and each field that is a plain column has
 * the kind and nullability of that column in the Drizzle schema.
 */
type Kind = 'number' | 'string' | 'boolean' | 'array';
type Spec = { kind: Kind; nullable?: boolean; column?: Column };

const kindOf = (v: unknown): Kind | 'null' | 'other' =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : ((['number', 'string', 'boolean'] as const).find((k) => typeof v === k) ?? 'other');

/** A Drizzle column's kind as the driver returns it (time columns are cast to text in the SQL). */
const columnKind = (c: Column): Kind => {
  if (c.dataType === 'number') return 'number';
  if (c.dataType === 'boolean') return 'boolean';
  if (c.dataType === 'array' || c.columnType === 'PgArray') return 'array';
  return 'string';
};

function expectRowMatches(row: Record<string, unknown>, specs: Record<string, Spec>, extras: string[] = []) {
  expect(Object.keys(row).sort()).toEqual([...Object.keys(specs), ...extras].sort());
  for (const [key, spec] of Object.entries(specs)) {
    const actual = kindOf(row[key]);
    expect(actual === spec.kind || (spec.nullable && actual === 'null'), `${key}: ${actual}`).toBe(true);
    if (spec.column) {
      expect(columnKind(spec.column), `${key} vs column ${spec.column.name}`).toBe(spec.kind);
      expect(!spec.column.notNull, `${key} nullability vs column ${spec.column.name}`).toBe(!!spec.nullable);
    }
  }
}

const v = getTableColumns(venues);
const c = getTableColumns(cities);
const d = getTableColumns(districts);
const n = getTableColumns(neighborhoods);
const img = getTableColumns(venueImages);
const h = getTableColumns(venueHours);
const ss = getTableColumns(subServices);
const s = getTableColumns(services);
const e = getTableColumns(experts);
const f = getTableColumns(venueFaqs);
void categories;

const venueRow: Record<keyof VenueRow, Spec> = {
  id: { kind: 'number', column: v.id },
  prefix: { kind: 'string', column: v.prefix },
  name: { kind: 'string', column: v.name },
  description: { kind: 'string', nullable: true, column: v.description },
  address: { kind: 'string', column: v.address },
  phone: { kind: 'string', column: v.phone },
  email: { kind: 'string', nullable: true, column: v.email },
  slot_interval_minutes: { kind: 'number', column: v.slotIntervalMinutes },
  is_active: { kind: 'boolean', column: v.isActive },
  is_listed: { kind: 'boolean', column: v.isListed },
  city_id: { kind: 'number', column: c.id },
  city_name: { kind: 'string', column: c.name },
  district_id: { kind: 'number', column: d.id },
  district_name: { kind: 'string', column: d.name },
  neighborhood_id: { kind: 'number', column: n.id },
  neighborhood_name: { kind: 'string', column: n.name },
  categories: { kind: 'array' },
  rating_count: { kind: 'number', column: v.ratingCount },
  rating_sum: { kind: 'number', column: v.ratingSum },
};
const imageRow: Record<keyof ImageRow, Spec> = {
  id: { kind: 'number', column: img.id },
  image_type: { kind: 'string', column: img.imageType },
  path: { kind: 'string', column: img.path },
  thumb_path: { kind: 'string', nullable: true, column: img.thumbPath },
  alt_text: { kind: 'string', nullable: true, column: img.altText },
  width: { kind: 'number', nullable: true, column: img.width },
  height: { kind: 'number', nullable: true, column: img.height },
};
const hoursRow: Record<keyof HoursRow, Spec> = {
  weekday: { kind: 'number', column: h.weekday },
  opens_at: { kind: 'string', column: h.opensAt },
  closes_at: { kind: 'string', column: h.closesAt },
};
const subServiceRow: Record<keyof SubServiceRow, Spec> = {
  id: { kind: 'number', column: ss.id },
  venue_id: { kind: 'number', column: ss.venueId },
  service_id: { kind: 'number', column: ss.serviceId },
  name: { kind: 'string', column: ss.name },
  description: { kind: 'string', nullable: true, column: ss.description },
  price_kurus: { kind: 'number', column: ss.priceKurus },
  duration_minutes: { kind: 'number', column: ss.durationMinutes },
  service_name: { kind: 'string', column: s.name },
  service_description: { kind: 'string', nullable: true, column: s.description },
  service_duration_minutes: { kind: 'number', column: s.durationMinutes },
  service_default_price_kurus: { kind: 'number', column: s.defaultPriceKurus },
  service_position: { kind: 'number', column: s.position },
};
const expertRow: Record<keyof ExpertRow, Spec> = {
  id: { kind: 'number', column: e.id },
  venue_id: { kind: 'number', column: e.venueId },
  name: { kind: 'string', column: e.name },
  specialization: { kind: 'string', nullable: true, column: e.specialization },
  experience_years: { kind: 'string', nullable: true, column: e.experienceYears },
  bio: { kind: 'string', nullable: true, column: e.bio },
  specialties: { kind: 'array', column: e.specialties },
  photo_path: { kind: 'string', nullable: true, column: e.photoPath },
  hours: { kind: 'array' },
  services: { kind: 'array' },
  sub_services: { kind: 'array' },
};
const faqRow: Record<keyof FaqRow, Spec> = {
  id: { kind: 'number', column: f.id },
  question: { kind: 'string', column: f.question },
  answer: { kind: 'string', column: f.answer },
};
const cardRow: Record<keyof CardRow, Spec> = {
  total: { kind: 'number' },
  id: { kind: 'number', nullable: true },
  prefix: { kind: 'string', column: v.prefix },
  name: { kind: 'string', column: v.name },
  address: { kind: 'string', column: v.address },
  city_id: { kind: 'number', column: c.id },
  city_name: { kind: 'string', column: c.name },
  district_id: { kind: 'number', column: d.id },
  district_name: { kind: 'string', column: d.name },
  categories: { kind: 'array' },
  // Computed (profile image, else the first gallery image): nullable although the column is not.
  image_path: { kind: 'string', nullable: true },
  rating_count: { kind: 'number', column: v.ratingCount },
  rating_sum: { kind: 'number', column: v.ratingSum },
  // The sort key: the service builds `meta.next` (the page cursor) from them.
  search_name: { kind: 'string', column: v.searchName },
  rating_score: { kind: 'number', column: v.ratingScore },
};

let t: TestApp;
let venueId: number;
let cityId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createOwner(t.db);
  const venue = await createVenue(t.db, { ownerId: owner.id, name: 'Satır Tipi Salonu' });
  venueId = venue.id;
  cityId = venue.cityId;
  const sub = await createSubService(t.db, { venueId });
  await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
  await createFaq(t.db, { venueId });
  await createImage(t.db, { venueId, imageType: 'profile', thumbPath: 'demo/test-thumb.webp', width: 10, height: 10 });
});
afterAll(() => t.close());

describe('venues.repository raw SQL rows match their types and the schema', () => {
  it('the venue page: the venue, and its images, hours, sub-services, experts and FAQs', async () => {
    const repo = createVenuesRepository(t.db);
    const page = (await repo.findPublicPageById(venueId))!;
    const { images, hours, sub_services, experts, faqs, ...venue } = page;
    expectRowMatches(venue as unknown as Record<string, unknown>, venueRow);
    const cases: [unknown[], Record<string, Spec>][] = [
      [images, imageRow],
      [hours, hoursRow],
      [sub_services, subServiceRow],
      [experts, expertRow],
      [faqs, faqRow],
    ];
    for (const [rows, spec] of cases) {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expectRowMatches(row as Record<string, unknown>, spec);
    }
    expect(await repo.findPublicPageById(0)).toBeNull();
  });

  it('the listing page, and a page past the end (one row with the total, id null)', async () => {
    const repo = createVenuesRepository(t.db);
    // Filtered by the venue's folded name: on PostgreSQL other files add venues to the same city and category.
    const page = await repo.listActiveByCityAndCategory({
      cityId,
      categoryId: 1,
      foldedQuery: 'satir tipi',
      limit: 50,
      offset: 0,
    });
    expect(page.some((r) => r.id === venueId)).toBe(true);
    for (const row of page) expectRowMatches(row as unknown as Record<string, unknown>, cardRow);
    const past = await repo.listActiveByCityAndCategory({ cityId, categoryId: 1, limit: 50, offset: 100_000 });
    expect(past).toHaveLength(1);
    expect(past[0]!.id).toBeNull();
    expect(typeof past[0]!.total).toBe('number');
  });
});
