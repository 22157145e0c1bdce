import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createExpert } from '../../../test/factories';
import { drainEvents } from '../../../test/outbox-events';
import { day, guestBooking, nextWeekday, seedBookableVenue } from '../../../test/fixtures';

/** GET /metrics: who may read it, and that what it says follows what the server did. */
let t: TestApp;
let withToken: TestApp;
const TOKEN = 'metrics-token-0123456789abcdef';
beforeAll(async () => {
  t = await buildTestApp();
  withToken = await buildTestApp({ metricsToken: TOKEN }, undefined);
});
afterAll(async () => {
  await t.close();
  await withToken.close();
});

const scrape = async (app = t) => {
  const res = await app.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
const sample = (text: string, name: string, labels: Record<string, string>) => {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find(
    (l) =>
      l.startsWith(`${name}{`) &&
      wanted.every((w) =>
        l
          .slice(0, l.indexOf('}'))
          .split(',')
          .some((p) => p.endsWith(w)),
      ),
  );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('GET /metrics: who may read it', () => {
  it('answers a client on this machine in the Prometheus text format, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE randevu_http_request_duration_seconds histogram');
    expect(res.body).toContain('randevu_process_cpu_user_seconds_total');
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.9' }],
    ['a proxy on this machine', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    [
      'another machine with a token when none is set',
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } },
    ],
  ])('refuses %s with 403 and the Turkish text', async (_name, extra) => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', ...extra });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: messages.common.forbidden });
  });

  it('answers another machine with METRICS_TOKEN, and refuses a wrong one', async () => {
    const remoteAddress = '203.0.113.9';
    const ok = await withToken.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${'a'.repeat(5000)}`, TOKEN, '']) {
      const res = await withToken.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(403);
    }
  });
});

describe('GET /metrics: what it counts', () => {
  it('counts requests per route pattern, public cache hits and misses per route, and bookings by outcome', async () => {
    const { venueId, subId } = await seedBookableVenue(t.db);
    const expertId = (await createExpert(t.db, { venueId, subServiceIds: [subId] })).id;
    const before = await scrape();
    const route = '/api/venues/:id';
    const count = (text: string) =>
      sample(text, 'randevu_http_request_duration_seconds_count', { route, method: 'GET', status: '200' }) ?? 0;
    const cache = (text: string, result: string) => sample(text, 'randevu_public_cache_requests_total', { route, result }) ?? 0;
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).statusCode).toBe(200);

    const slot = { expertId, venueId, subId, date: nextWeekday(2), time: '10:00' };
    const book = (payload: object) => t.app.inject({ method: 'POST', url: '/api/appointments/public', payload });
    expect((await book(guestBooking(slot))).statusCode).toBe(201);
    expect((await book({ ...guestBooking(slot), email: 'baska@example.com', phone: '+905321234599' })).statusCode).toBe(409);
    expect((await book({ ...guestBooking({ ...slot, date: day(-3) }), email: 'gecmis@example.com' })).statusCode).toBe(400);

    // The booking's event waits to be rendered (no worker runs in tests), then is rendered into its messages, as the
    // delivery job does right after the commit (decision 060).
    const waiting = await scrape();
    expect(Number(/^randevu_outbox_waiting_events (\S+)$/m.exec(waiting)?.[1])).toBeGreaterThan(0);
    expect(waiting).toMatch(/^randevu_outbox_oldest_waiting_event_age_seconds \d/m);
    await drainEvents(t);
    const after = await scrape();
    expect(after).toMatch(/^randevu_outbox_waiting_events 0$/m);
    expect(count(after) - count(before)).toBe(3);
    expect(cache(after, 'miss') - cache(before, 'miss')).toBe(1);
    expect(cache(after, 'hit') - cache(before, 'hit')).toBe(2);
    const bookings = (outcome: string, code: string) =>
      (sample(after, 'randevu_bookings_total', { channel: 'guest', outcome, code }) ?? 0) -
      (sample(before, 'randevu_bookings_total', { channel: 'guest', outcome, code }) ?? 0);
    expect(bookings('created', '')).toBe(1);
    expect(bookings('slot_taken', 'SLOT_TAKEN')).toBe(1);
    expect(bookings('refused', 'SLOT_UNAVAILABLE')).toBe(1);
    // The booking's confirmation e-mail waits in the outbox (no worker runs in tests).
    expect(Number(/^randevu_outbox_due_messages (\S+)$/m.exec(after)?.[1])).toBeGreaterThan(0);
    expect(after).toMatch(/^randevu_outbox_oldest_due_age_seconds \d/m);
    expect(after).toMatch(/^randevu_public_cache_entries [1-9]/m);
    // PostgreSQL's pool: the connections it opened for these requests (PGlite has no pool and no such lines).
    if (process.env.TEST_DB_KIND === 'postgres') expect(after).toMatch(/^randevu_db_pool_connections\{state="total"\} [1-9]/m);
    else expect(after).not.toContain('randevu_db_pool_connections{');
  });
});
