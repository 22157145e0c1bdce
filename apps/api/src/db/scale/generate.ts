/**
 * The scale data set's rows, one chunk of venues at a time (db/scale/load.ts writes them): pure functions of the seed,
 * the chunk number and the reserved ids, so a rerun or a resumed run writes the same rows. Factor 1 ≈ 500 venues,
 * 2,000 experts, 100,000 appointments over two years (the anchor day ± one year).
 */
import { foldTurkish } from '@randevu/contracts';
import { catalogue } from '../seed/catalogue';
import { appointments, DAY_MS, OFFSET_MS } from './appointments';
import { prng, TABLES, type ChunkInput, type ChunkRows, type Random, type Row } from './chunk';

export { prng, TABLES, type ChunkInput, type ChunkRows, type Random, type Row, type TableName } from './chunk';
import { BRANDS, CATEGORY_WEIGHTS, KINDS, NAMES, SURNAMES } from './words';

/** Venues per chunk: one transaction, one progress row. */
export const CHUNK_VENUES = 25;

const servicesOf = new Map(catalogue.map((c) => [c.id, c.services]));

export function generateChunk(input: ChunkInput): ChunkRows {
  const r = prng(input.seed * 1_000_003 + input.chunk);
  const out = Object.fromEntries(TABLES.map((t) => [t, []])) as unknown as ChunkRows;
  for (const v of input.venues) venue(r, input, v, out);
  return out;
}

function venue(r: Random, input: ChunkInput, v: { n: number; cityId: number }, out: ChunkRows) {
  const ownerId = input.id('users');
  const venueId = input.id('venues');
  const category = r.weighted(CATEGORY_WEIGHTS);
  const categories =
    r.next() < 0.2 ? [category, r.weighted(CATEGORY_WEIGHTS)].filter((c, i, a) => a.indexOf(c) === i) : [category];
  const name = `${r.pick(BRANDS)} ${r.pick(KINDS[category]!)} ${v.n + 1}`;
  const district = r.pick(input.geography.get(v.cityId)!);
  const owner = `${r.pick(NAMES)} ${r.pick(SURNAMES)}`;
  out.users.push({
    id: ownerId,
    email: `scale.owner.${v.n + 1}@example.com`,
    password_hash: 'scrypt$10$8$1$x$y',
    role: 'owner',
    business_name: name,
    first_name: owner.split(' ')[0]!,
    last_name: owner.split(' ')[1]!,
    phone: '2125550000',
  });
  const venueRow: Row = {
    id: venueId,
    owner_id: ownerId,
    name,
    search_name: foldTurkish(name),
    description: `${name}: randevu ile hizmet veren işletme.`,
    address: `${r.pick(BRANDS)} Sokak No: ${r.int(1, 120)}`,
    phone: `212${String(5_550_000 + (v.n % 4_000_000)).padStart(7, '0')}`,
    email: `salon${v.n + 1}@example.com`,
    city_id: v.cityId,
    district_id: district.districtId,
    neighborhood_id: r.pick(district.neighborhoods),
    slot_interval_minutes: r.pick([15, 30, 30, 30, 60]),
    auto_confirm: r.next() < 0.3,
    rating_count: 0,
    rating_sum: 0,
  };
  out.venues.push(venueRow);
  for (const c of categories) out.venue_categories.push({ venue_id: venueId, category_id: c });
  const sundays = r.next() < 0.2;
  for (let w = 1; w <= (sundays ? 7 : 6); w++)
    out.venue_hours.push({ venue_id: venueId, weekday: w, opens_at: '09:00', closes_at: w === 7 ? '17:00' : '20:00' });

  // Two to four catalogue services of its categories, one or two priced variants each.
  const offered = categories.flatMap((c) => servicesOf.get(c)!).filter(() => r.next() < 0.45);
  if (offered.length === 0) offered.push(servicesOf.get(category)![0]!);
  const subs = offered.flatMap((s) =>
    Array.from({ length: r.int(1, 2) }, (_, k) => {
      const id = input.id('sub_services');
      const price = Math.round((s.priceKurus * (0.7 + r.next() * 0.9)) / 500) * 500;
      const row = {
        id,
        venue_id: venueId,
        service_id: s.id,
        name: k === 0 ? s.name : `${s.name} (Uzman)`,
        price_kurus: price,
        duration_minutes: s.durationMinutes,
        buffer_minutes: r.pick([0, 0, 0, 5, 10]),
        description: s.description,
      };
      out.sub_services.push(row);
      return { id, serviceId: s.id, name: row.name, serviceName: s.name, price, duration: s.durationMinutes };
    }),
  );

  const expertCount = r.weighted([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 3],
    [6, 2],
    [7, 2],
    [8, 1],
  ] as const);
  let ratingCount = 0;
  let ratingSum = 0;
  for (let e = 0; e < expertCount; e++) {
    const expertId = input.id('experts');
    const expertName = `${r.pick(NAMES)} ${r.pick(SURNAMES)}`;
    out.experts.push({
      id: expertId,
      venue_id: venueId,
      name: expertName,
      specialization: subs[0]!.serviceName,
      experience_years: String(r.int(1, 25)),
      bio: 'Alanında deneyimli uzman.',
      specialties: [subs[0]!.serviceName],
    });
    const late = r.next() < 0.5;
    for (let w = 1; w <= 6; w++)
      out.expert_working_hours.push({
        expert_id: expertId,
        weekday: w,
        starts_at: late ? '11:00' : '09:00',
        ends_at: late ? '20:00' : '18:00',
        breaks: [['13:00', '14:00']],
      });
    const mine = subs.filter((_, i) => i === 0 || r.next() < 0.7);
    for (const serviceId of new Set(mine.map((s) => s.serviceId)))
      out.expert_services.push({ expert_id: expertId, service_id: serviceId });
    for (const s of mine) out.expert_sub_services.push({ expert_id: expertId, sub_service_id: s.id });
    const rated = appointments(r, input, { venueId, expertId, expertName, late, offers: mine }, out);
    ratingCount += rated.count;
    ratingSum += rated.sum;
    if (r.next() < 0.1) {
      const start = input.anchor + r.int(-360, 360) * DAY_MS - OFFSET_MS;
      out.expert_time_off.push({
        expert_id: expertId,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + r.int(1, 7) * DAY_MS).toISOString(),
        reason: 'Yıllık izin',
      });
    }
  }
  venueRow.rating_count = ratingCount;
  venueRow.rating_sum = ratingSum;
}
