import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Redis } from 'ioredis';
import { SAC_KESIMI, createAppointment, createExpert } from '../../../test/factories';
import { nextWeekday, seedBookableVenue, slotFields } from '../../../test/fixtures';
import { buildTestApp, openTestDatabase, testDbKind, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { multipart } from '../../../test/multipart';
import { countQueries, holdQuery } from '../../../test/count-queries';
import { availableTimesResponseSchema, ok, venueDetailSchema, venueListResponseSchema } from '@randevu/contracts';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { venueWallTimeToInstant } from '../../lib/time';

/**
 * The public-read cache (lib/public-cache.ts, decision record 020): answers come from memory with an
 * ETag, and every kind of write drops exactly what it changes before it answers.
 */
let t: TestApp;
let owner: Session;
let venueId: number;
let subId: number;

const MONDAY = () => nextWeekday(1);
const TUESDAY = () => nextWeekday(2);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerOwner(t.app);
  ({ venueId, subId } = await seedBookableVenue(t.db, { ownerId: owner.user.id, name: 'Önbellek Kuaförü' }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const detailUrl = (id = venueId) => `/api/venues/${id}`;
const listUrl = (q?: string) => `/api/venues/by-city-category/22/1${q ? `?q=${encodeURIComponent(q)}` : ''}`;
const timesUrl = (expertId: number, date: string) =>
  `/api/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${subId}`;
const times = async (app: TestApp['app'], expertId: number, date: string) =>
  ((await app.inject({ method: 'GET', url: timesUrl(expertId, date) })).json() as { data: string[] }).data;

const guest = (expertId: number, date: string, time: string, phone = '+905321234567') => ({
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: `ayse.${phone.slice(-4)}@example.com`,
  phone,
  ...slotFields({ expertId, venueId, subId, date, time }),
});
const bookGuest = (app: TestApp['app'], body: ReturnType<typeof guest>) =>
  app.inject({ method: 'POST', url: '/appointments/public', payload: body });

const newExpert = () => createExpert(t.db, { venueId, subServiceIds: [subId] });

describe('serving from memory', () => {
  it('answers a repeat read from memory with the same bytes and a strong ETag, and 304 to If-None-Match', async () => {
    await newExpert();
    for (const url of [detailUrl(), listUrl(), listUrl('önbellek')]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const queries = await countQueries(t.db, async () => {
        const second = await get(url);
        expect(second.statusCode).toBe(200);
        expect(second.body).toBe(first.body);
        expect(second.headers.etag).toBe(etag);
        expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
        const revalidated = await get(url, { 'if-none-match': etag });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.body).toBe('');
        expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
      });
      expect(queries).toBe(0);
    }
  });

  it('answers 304 on the first (uncached) read when the client already holds the current ETag', async () => {
    const first = await get(detailUrl());
    t.app.publicCache.clear();
    const res = await get(detailUrl(), { 'if-none-match': first.headers.etag as string });
    expect(res.statusCode).toBe(304);
  });

  it('never stores an error answer', async () => {
    const before = t.app.publicCache.stats().stores;
    expect((await get('/api/venues/99999999')).statusCode).toBe(404);
    expect((await get('/api/venues/abc')).statusCode).toBe(400);
    expect(t.app.publicCache.stats().stores).toBe(before);
  });
});

describe('serialization compiled from the schema', () => {
  const serializerFor = (schema: unknown) =>
    compiledSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<
      typeof compiledSerializerCompiler
    >[0]);

  it('writes the same bytes as the route and drops every undeclared field, at the top and nested', async () => {
    await newExpert();
    const cases: [string, unknown][] = [
      [detailUrl(), ok(venueDetailSchema)],
      [listUrl(), venueListResponseSchema],
    ];
    for (const [url, schema] of cases) {
      const res = await get(url);
      const body = res.json() as { data: Record<string, unknown> | Record<string, unknown>[] };
      const serialize = serializerFor(schema);
      expect(serialize(body)).toBe(res.body);
      // A row that grew columns (an owner's e-mail, a password hash) on its way to the client.
      const tainted = structuredClone(body) as Record<string, unknown> & { data: unknown };
      tainted.password_hash = 'gizli-hash';
      const items = Array.isArray(tainted.data) ? tainted.data : [tainted.data];
      for (const item of items as Record<string, unknown>[]) {
        item.owner_email = 'gizli.sahip@example.com';
        for (const e of (item.experts as Record<string, unknown>[] | undefined) ?? []) e.phone = '5559998877';
        if (item.city) (item.city as Record<string, unknown>).secret = 'gizli-sehir';
      }
      const out = serialize(tainted);
      expect(out).toBe(res.body);
      for (const secret of ['gizli-hash', 'gizli.sahip@example.com', '5559998877', 'gizli-sehir'])
        expect(out).not.toContain(secret);
    }
    const timesOut = serializerFor(availableTimesResponseSchema)({ success: true, data: ['09:00'], internal: 1 });
    expect(timesOut).toBe('{"success":true,"data":["09:00"]}');
  });
});

describe('never stale on this instance', () => {
  it('a booked start is gone from the next available-times read', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    expect(await times(t.app, expert.id, date)).toContain('10:00');
    expect(await times(t.app, expert.id, date)).toContain('10:00'); // served from memory
    expect((await bookGuest(t.app, guest(expert.id, date, '10:00'))).statusCode).toBe(201);
    const after = await times(t.app, expert.id, date);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('09:30'); // 45 minutes from 09:30 overlap 10:00
  });

  it('under concurrent bookings and reads, every read after a booking answered does not offer it', async () => {
    const expert = await newExpert();
    const date = TUESDAY();
    const offered = await times(t.app, expert.id, date);
    const starts = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    expect(offered).toEqual(expect.arrayContaining(starts));
    let reading = true;
    const readers = Array.from({ length: 3 }, async () => {
      while (reading) {
        await times(t.app, expert.id, date);
        // A hit never leaves the microtask queue under inject(): let the bookings' I/O run.
        await new Promise((r) => setImmediate(r));
      }
    });
    const bookings = starts.map(async (time, i) => {
      const res = await bookGuest(t.app, guest(expert.id, date, time, `+90532123${String(1000 + i)}`));
      expect(res.statusCode).toBe(201);
      expect(await times(t.app, expert.id, date)).not.toContain(time);
    });
    try {
      await Promise.all(bookings);
    } finally {
      reading = false;
      await Promise.all(readers);
    }
    const final = await times(t.app, expert.id, date);
    for (const time of starts) expect(final).not.toContain(time);
  });

  it('an answer read before a write committed is not stored after the write invalidated it', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    // The statements of one uncached available-times read (another expert's: the same shape).
    const other = await newExpert();
    const statements = await countQueries(t.db, async () => void (await times(t.app, other.id, date)));
    const storesBefore = t.app.publicCache.stats().stores;
    // The read runs its last statement (the busy intervals) and waits while the booking commits and invalidates.
    let release!: () => void;
    const read = holdQuery(t.db, statements, new Promise<void>((r) => (release = r)), () => times(t.app, expert.id, date));
    await read.held;
    expect((await bookGuest(t.app, guest(expert.id, date, '15:00'))).statusCode).toBe(201);
    release();
    expect(await read.result).toContain('15:00'); // it read before the booking…
    expect(t.app.publicCache.stats().stores).toBe(storesBefore); // …and was not stored
    expect(await times(t.app, expert.id, date)).not.toContain('15:00');
  });
});

describe('each kind of write invalidates what it changes', () => {
  const cachedBody = async (url: string) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect((await get(url)).body).toBe(first.body);
    return first.json() as { data: Record<string, unknown> & { experts?: { id: number; name: string }[] } };
  };

  it('owner-venues: an edit shows on the next detail and listing read', async () => {
    await cachedBody(detailUrl());
    // Filtered by name: on PostgreSQL other test files add venues to the same city and category,
    // which can push this one off the unfiltered first page.
    await cachedBody(listUrl('önbellek'));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${venueId}`,
      headers: owner.headers,
      payload: {
        name: 'Önbellek Kuaförü Yeni',
        description: 'Yeni',
        address: 'Yeni Cadde 1',
        phone: '2842120000',
        email: 'yeni@example.com',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(detailUrl())).json().data.name).toBe('Önbellek Kuaförü Yeni');
    const list = (await get(listUrl('önbellek'))).json().data as { id: number; name: string }[];
    expect(list.find((v) => v.id === venueId)?.name).toBe('Önbellek Kuaförü Yeni');
  });

  it('venue-faqs: a new FAQ shows on the next detail read', async () => {
    await cachedBody(detailUrl());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/faqs`,
      headers: owner.headers,
      payload: { question: 'Otopark var mı?', answer: 'Evet, ücretsiz.' },
    });
    expect(res.statusCode).toBe(201);
    const faqs = (await get(detailUrl())).json().data.faqs as { question: string }[];
    expect(faqs.map((f) => f.question)).toContain('Otopark var mı?');
  });

  it('venue-images: an uploaded profile image shows on the next detail and listing read', async () => {
    await cachedBody(detailUrl());
    await cachedBody(listUrl('önbellek'));
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const body = await multipart({ image_type: 'profile', image: { bytes: png, filename: 'p.png', type: 'image/png' } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/images`,
      headers: { ...body.headers, ...owner.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect((await get(detailUrl())).json().data.profile_image_url).toBe(res.json().data.image_url);
    const list = (await get(listUrl('önbellek'))).json().data as { id: number; image_url: string | null }[];
    const card = list.find((v) => v.id === venueId);
    expect(card).toBeDefined();
    expect(card!.image_url).not.toBeNull();
  });

  it('sub-services: a new sub-service shows on the next detail read', async () => {
    await cachedBody(detailUrl());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sub-services',
      headers: owner.headers,
      payload: { venue_id: venueId, service_id: SAC_KESIMI, name: 'Önbellek Kesimi', price: 300, duration_minutes: 30 },
    });
    expect(res.statusCode).toBe(201);
    const subs = (await get(detailUrl())).json().data.sub_services as { name: string }[];
    expect(subs.map((s) => s.name)).toContain('Önbellek Kesimi');
  });

  it('experts: an edit shows on the next detail read, and new hours on the next available-times read', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    await cachedBody(detailUrl());
    expect(await times(t.app, expert.id, date)).toContain('09:00');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/experts/${expert.id}`,
      headers: owner.headers,
      payload: { name: 'Deniz Önbellek', working_hours: { monday: ['12:00', '18:00'] } },
    });
    expect(res.statusCode).toBe(200);
    const experts = (await get(detailUrl())).json().data.experts as { id: number; name: string }[];
    expect(experts.find((e) => e.id === expert.id)?.name).toBe('Deniz Önbellek');
    const after = await times(t.app, expert.id, date);
    expect(after).not.toContain('09:00');
    expect(after[0]).toBe('12:00');
  });

  it('appointments: a booking as a signed-in user drops the slot', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    const user = await registerUser(t.app);
    expect(await times(t.app, expert.id, date)).toContain('11:00');
    const { first_name: _f, last_name: _l, email: _e, phone: _p, ...body } = guest(expert.id, date, '11:00');
    const res = await t.app.inject({ method: 'POST', url: '/api/user/appointments', headers: user.headers, payload: body });
    expect(res.statusCode).toBe(201);
    expect(await times(t.app, expert.id, date)).not.toContain('11:00');
  });

  it('my-appointments: a cancellation offers the slot again on the next read', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    const user = await registerUser(t.app);
    const { first_name: _f, last_name: _l, email: _e, phone: _p, ...body } = guest(expert.id, date, '13:00');
    const booked = await t.app.inject({ method: 'POST', url: '/api/user/appointments', headers: user.headers, payload: body });
    expect(booked.statusCode).toBe(201);
    expect(await times(t.app, expert.id, date)).not.toContain('13:00');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/appointments/${booked.json().data.id}/cancel`,
      headers: user.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await times(t.app, expert.id, date)).toContain('13:00');
  });

  it('owner-appointments: a rejection offers the slot again on the next read', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    const a = await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: venueWallTimeToInstant(date, 14 * 60),
      durationMinutes: 45,
    });
    t.app.publicCache.clear(); // the factory wrote behind the API's back
    expect(await times(t.app, expert.id, date)).not.toContain('14:00');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/appointments/${a.id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled', reason: 'Uzman izinli' },
    });
    expect(res.statusCode).toBe(200);
    expect(await times(t.app, expert.id, date)).toContain('14:00');
  });
});

// Two instances on one PostgreSQL and one Redis, in this process (s14b's test runs two processes).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const redisUp = await (async () => {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 500,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.runIf(testDbKind === 'postgres' && redisUp)('two instances on one PostgreSQL and Redis', () => {
  it('a slot booked through one instance is gone from the other within 1 s, and an owner edit too', async () => {
    const dbA = await openTestDatabase(4);
    const dbB = await openTestDatabase(4);
    const a = await buildTestApp({ redisUrl }, dbA);
    const b = await buildTestApp({ redisUrl }, dbB);
    try {
      const deadline = Date.now() + 5_000;
      while (!(a.app.publicCache.stats().active && b.app.publicCache.stats().active) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(b.app.publicCache.stats().active).toBe(true);
      const expert = await createExpert(a.db, { venueId, subServiceIds: [subId] });
      const date = MONDAY();
      expect(await times(b.app, expert.id, date)).toContain('16:00');
      const hitsBefore = b.app.publicCache.stats().hits;
      expect(await times(b.app, expert.id, date)).toContain('16:00');
      expect(b.app.publicCache.stats().hits).toBe(hitsBefore + 1); // B serves it from memory

      expect((await bookGuest(a.app, guest(expert.id, date, '16:00'))).statusCode).toBe(201);
      const booked = Date.now();
      let gone = false;
      while (Date.now() - booked < 1_000) {
        if (!(await times(b.app, expert.id, date)).includes('16:00')) {
          gone = true;
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(gone).toBe(true);

      // Base 36: a name may not hold 7 digits in a row (it would read as a phone number; issue 21, finding 6).
      const name = `İki Süreç ${Date.now().toString(36)}`;
      expect((await b.app.inject({ method: 'GET', url: detailUrl() })).statusCode).toBe(200);
      const edit = await a.app.inject({
        method: 'PUT',
        url: `/api/owner/venues/${venueId}`,
        headers: owner.headers,
        payload: { name, description: 'x', address: 'Yeni Cadde 1', phone: '2842120000', email: 'yeni@example.com' },
      });
      expect(edit.statusCode).toBe(200);
      const edited = Date.now();
      let seen = false;
      while (Date.now() - edited < 1_000) {
        if ((await b.app.inject({ method: 'GET', url: detailUrl() })).json().data.name === name) {
          seen = true;
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(seen).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
    }
  });
});
