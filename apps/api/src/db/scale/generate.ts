/**
 * The scale data set's rows, one chunk of venues at a time (db/scale/load.ts writes them): pure functions of the seed,
 * the chunk number and the reserved ids, so a rerun or a resumed run writes the same rows. Factor 1 ≈ 500 venues,
 * 2,000 experts, 100,000 appointments over two years (the anchor day ± one year).
 */
import { foldTurkish } from '@randevu/contracts';
import { catalogue } from '../seed/catalogue';

/** Venues per chunk: one transaction, one progress row. */
export const CHUNK_VENUES = 25;

export type Row = Record<string, string | number | boolean | null | string[] | [string, string][]>;
export type ChunkRows = Record<TableName, Row[]>;
export const TABLES = [
  'users',
  'venues',
  'venue_categories',
  'venue_hours',
  'sub_services',
  'experts',
  'expert_working_hours',
  'expert_services',
  'expert_sub_services',
  'appointments',
  'reviews',
  'expert_time_off',
] as const;
export type TableName = (typeof TABLES)[number];

/** mulberry32: a small, fast, seeded PRNG (floats in [0, 1)). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const weighted = <T>(xs: readonly (readonly [T, number])[]): T => {
    let r = next() * xs.reduce((a, [, w]) => a + w, 0);
    for (const [x, w] of xs) if ((r -= w) < 0) return x;
    return xs[xs.length - 1]![0];
  };
  return { next, int, pick, weighted };
}
export type Random = ReturnType<typeof prng>;

/** A salon market: most venues are in beauty (category 1), the rest spread over the other sectors. */
const CATEGORY_WEIGHTS = [
  [1, 60],
  [3, 10],
  [5, 6],
  [2, 6],
  [4, 5],
  [6, 5],
  [7, 4],
  [8, 4],
] as const;
const KINDS: Record<number, string[]> = {
  1: ['Kuaför', 'Berber', 'Güzellik Salonu', 'Tırnak Stüdyosu', 'Güzellik Merkezi', 'Saç Tasarım'],
  2: ['Temizlik', 'Temizlik Hizmetleri'],
  3: ['Sağlık Merkezi', 'Fizyoterapi', 'Diyet Kliniği'],
  4: ['Eğitim Merkezi', 'Etüt', 'Müzik Okulu'],
  5: ['Veteriner Kliniği', 'Pet Kuaför'],
  6: ['Teknik Servis', 'Klima Servisi'],
  7: ['Danışmanlık', 'Hukuk Bürosu'],
  8: ['Oto Yıkama', 'Oto Servis'],
};
const NAMES = [
  'Ayşe',
  'Fatma',
  'Zeynep',
  'Elif',
  'Işıl',
  'Şule',
  'Gülşen',
  'Özge',
  'Çiğdem',
  'Merve',
  'Mehmet',
  'Ahmet',
  'Mustafa',
  'Ömer',
  'İbrahim',
  'Hüseyin',
  'Çağrı',
  'Barış',
  'Doğan',
  'Ufuk',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Güneş',
  'Ünal',
];
const BRANDS = [
  'Işıltı',
  'Gülümse',
  'Şık',
  'Zarif',
  'Çağdaş',
  'Öz',
  'Lale',
  'Papatya',
  'Nazar',
  'Yıldız',
  'Defne',
  'Ela',
  'İnci',
  'Mavi',
  'Ayna',
  'Ünlü',
  'Gökçe',
  'Nar',
  'Ada',
  'Süsen',
];
const COMMENTS = [
  'Çok memnun kaldım, teşekkürler.',
  'Güler yüzlü ve özenli hizmet.',
  'Biraz bekledim ama sonuç güzel.',
  'Fiyatı uygun, tekrar geleceğim.',
  'Beklediğim gibi değildi.',
  null,
];

const servicesOf = new Map(catalogue.map((c) => [c.id, c.services]));
const DAY_MS = 86_400_000;
/** Türkiye has kept UTC+3 all year since 2016. */
const OFFSET_MS = 3 * 3_600_000;

export interface ChunkInput {
  seed: number;
  chunk: number;
  /** The chunk's venues' global numbers (0-based) and provinces (plate codes). */
  venues: { n: number; cityId: number }[];
  /** Districts of each province with their neighbourhood ids. */
  geography: Map<number, { districtId: number; neighborhoods: number[] }[]>;
  /** The middle of the two years, UTC midnight of a day (ms). */
  anchor: number;
  /** Takes the next id of a table (reserved beforehand by the loader). */
  id: (table: 'users' | 'venues' | 'sub_services' | 'experts' | 'appointments') => number;
  appointmentsPerExpert: number;
}

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

type Offer = { id: number; serviceId: number; name: string; serviceName: string; price: number; duration: number };

/**
 * One expert's appointments: on distinct working days of the two years, one to three back to back from the start of
 * the day (so no two of an expert overlap, whatever their status); past ones mostly completed, future ones mostly
 * confirmed or pending. A third of the completed ones get a review. Returns the reviews' count and rating sum.
 */
function appointments(
  r: Random,
  input: ChunkInput,
  x: { venueId: number; expertId: number; expertName: string; late: boolean; offers: Offer[] },
  out: ChunkRows,
) {
  const target = r.int(Math.round(input.appointmentsPerExpert * 0.5), Math.round(input.appointmentsPerExpert * 1.5));
  const days = new Set<number>();
  for (let tries = 0; days.size < Math.ceil(target / 2) && tries < target * 4; tries++) days.add(r.int(-365, 364));
  let left = target;
  let count = 0;
  let sum = 0;
  for (const day of [...days].sort((a, b) => a - b)) {
    const midnight = input.anchor + day * DAY_MS;
    if (new Date(midnight).getUTCDay() === 0) continue; // no Sunday hours
    let start = midnight - OFFSET_MS + ((x.late ? 11 : 9) * 60 + r.pick([0, 30, 60])) * 60_000;
    const dayEnd = midnight - OFFSET_MS + (x.late ? 20 : 18) * 3_600_000;
    for (let k = r.int(1, 3); k > 0 && left > 0; k--, left--) {
      const o = r.pick(x.offers);
      const end = start + o.duration * 60_000;
      if (end > dayEnd) break;
      const past = day < 0;
      const status = past
        ? r.weighted([
            ['completed', 78],
            ['cancelled', 12],
            ['no_show', 6],
            ['expired', 4],
          ] as const)
        : r.weighted([
            ['confirmed', 65],
            ['pending', 20],
            ['cancelled', 15],
          ] as const);
      const id = input.id('appointments');
      const created = start - r.int(1, 20) * DAY_MS;
      const cancelled = status === 'cancelled';
      out.appointments.push({
        id,
        venue_id: x.venueId,
        expert_id: x.expertId,
        service_id: o.serviceId,
        sub_service_id: o.id,
        customer_first_name: r.pick(NAMES),
        customer_last_name: r.pick(SURNAMES),
        customer_email: `musteri${r.int(1, 400_000)}@example.com`,
        customer_phone: `+90532${String(r.int(0, 9_999_999)).padStart(7, '0')}`,
        status,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(end).toISOString(),
        duration_minutes: o.duration,
        price_kurus: o.price,
        service_name: o.serviceName,
        sub_service_name: o.name,
        expert_name: x.expertName,
        cancelled_at: cancelled ? new Date(created + 3_600_000).toISOString() : null,
        cancelled_by: cancelled ? r.pick(['user', 'owner', 'guest'] as const) : null,
        booked_by: r.next() < 0.15 ? 'owner' : 'customer',
        expires_at: status === 'pending' ? new Date(Math.min(created + DAY_MS, start - 7_200_000)).toISOString() : null,
        created_at: new Date(created).toISOString(),
      });
      if (status === 'completed' && r.next() < 0.33) {
        const rating = r.weighted([
          [5, 50],
          [4, 25],
          [3, 12],
          [2, 6],
          [1, 7],
        ] as const);
        out.reviews.push({
          appointment_id: id,
          venue_id: x.venueId,
          rating,
          comment: r.pick(COMMENTS),
          created_at: new Date(end + r.int(1, 48) * 3_600_000).toISOString(),
        });
        count++;
        sum += rating;
      }
      start = end;
    }
  }
  return { count, sum };
}
