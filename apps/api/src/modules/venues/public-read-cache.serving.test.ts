import { describe, expect, it } from 'vitest';
import { countQueries, holdQuery } from '../../../test/count-queries';
import { availableTimesResponseSchema, ok, venueDetailSchema, venueListResponseSchema } from '@randevu/contracts';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { MONDAY, TUESDAY, listUrl, usePublicReadCacheSuite } from './public-read-cache.test-suite';

/** The public-read cache (lib/public-cache.ts, decision record 020). */
const { s, get, detailUrl, times, guest, bookGuest, newExpert } = usePublicReadCacheSuite();

describe('serving from memory', () => {
  it('answers a repeat read from memory with the same bytes and a strong ETag, and 304 to If-None-Match', async () => {
    await newExpert();
    for (const url of [detailUrl(), listUrl(), listUrl('önbellek')]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const queries = await countQueries(s.t.db, async () => {
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
    s.t.app.publicCache.clear();
    const res = await get(detailUrl(), { 'if-none-match': first.headers.etag as string });
    expect(res.statusCode).toBe(304);
  });

  it('never stores an error answer', async () => {
    const before = s.t.app.publicCache.stats().stores;
    expect((await get('/api/venues/99999999')).statusCode).toBe(404);
    expect((await get('/api/venues/abc')).statusCode).toBe(400);
    expect(s.t.app.publicCache.stats().stores).toBe(before);
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
    expect(await times(s.t.app, expert.id, date)).toContain('10:00');
    expect(await times(s.t.app, expert.id, date)).toContain('10:00'); // served from memory
    expect((await bookGuest(s.t.app, guest(expert.id, date, '10:00'))).statusCode).toBe(201);
    const after = await times(s.t.app, expert.id, date);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('09:30'); // 45 minutes from 09:30 overlap 10:00
  });

  it('under concurrent bookings and reads, every read after a booking answered does not offer it', async () => {
    const expert = await newExpert();
    const date = TUESDAY();
    const offered = await times(s.t.app, expert.id, date);
    const starts = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    expect(offered).toEqual(expect.arrayContaining(starts));
    let reading = true;
    const readers = Array.from({ length: 3 }, async () => {
      while (reading) {
        await times(s.t.app, expert.id, date);
        // A hit never leaves the microtask queue under inject(): let the bookings' I/O run.
        await new Promise((r) => setImmediate(r));
      }
    });
    const bookings = starts.map(async (time, i) => {
      const res = await bookGuest(s.t.app, guest(expert.id, date, time, `+90532123${String(1000 + i)}`));
      expect(res.statusCode).toBe(201);
      expect(await times(s.t.app, expert.id, date)).not.toContain(time);
    });
    try {
      await Promise.all(bookings);
    } finally {
      reading = false;
      await Promise.all(readers);
    }
    const final = await times(s.t.app, expert.id, date);
    for (const time of starts) expect(final).not.toContain(time);
  });

  it('an answer read before a write committed is not stored after the write invalidated it', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    // The statements of one uncached available-times read (another expert's: the same shape).
    const other = await newExpert();
    const statements = await countQueries(s.t.db, async () => void (await times(s.t.app, other.id, date)));
    const storesBefore = s.t.app.publicCache.stats().stores;
    // The read runs its last statement (the busy intervals) and waits while the booking commits and invalidates.
    let release!: () => void;
    const read = holdQuery(s.t.db, statements, new Promise<void>((r) => (release = r)), () => times(s.t.app, expert.id, date));
    await read.held;
    expect((await bookGuest(s.t.app, guest(expert.id, date, '15:00'))).statusCode).toBe(201);
    release();
    expect(await read.result).toContain('15:00'); // it read before the booking…
    expect(s.t.app.publicCache.stats().stores).toBe(storesBefore); // …and was not stored
    expect(await times(s.t.app, expert.id, date)).not.toContain('15:00');
  });
});
