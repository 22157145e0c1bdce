import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPublicCache, invalidationChannel, tags, type PublicCache } from './public-cache';

/** A bare Fastify app with one cached route whose answer and timing the test controls. */
async function appWith(cache: PublicCache, opts: { now?: () => number } = {}) {
  const state = { value: 'a', gate: Promise.resolve(), expiresAt: undefined as number | undefined, calls: 0 };
  const app = Fastify();
  app.get('/thing/:id', { ...cache.routeOptions({ now: opts.now }) }, async (request) => {
    state.calls += 1;
    const value = state.value; // "read from the database" now…
    await state.gate; // …and finish later
    cache.tag(request, [tags.venue(1), tags.expert(2)], { expiresAt: state.expiresAt });
    return { value };
  });
  await app.ready();
  return { app, state };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

describe('public cache', () => {
  it('serves the stored bytes until a tag of the entry is invalidated', async () => {
    const cache = createPublicCache();
    const { app, state } = await appWith(cache);
    apps.push(app);
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'a' });
    state.value = 'b';
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'a' });
    expect(state.calls).toBe(1);
    cache.invalidateExpert(3); // another expert: still cached
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'a' });
    cache.invalidateExpert(2);
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'b' });
    state.value = 'c';
    cache.invalidateVenue(1);
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'c' });
  });

  it('does not store an answer read before an invalidation that happened while it was being built', async () => {
    const cache = createPublicCache();
    const { app, state } = await appWith(cache);
    apps.push(app);
    let release!: () => void;
    state.gate = new Promise<void>((r) => (release = r));
    const slow = app.inject('/thing/1'); // reads 'a', then waits
    await new Promise((r) => setTimeout(r, 20));
    state.value = 'b'; // the write commits…
    cache.invalidateExpert(2); // …and invalidates while the read is in flight
    release();
    expect((await slow).json()).toEqual({ value: 'a' });
    state.gate = Promise.resolve();
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'b' }); // the old answer was not stored
  });

  it('drops an entry once its expiry passes (a start time that is no longer in the future)', async () => {
    let now = 1_000;
    const cache = createPublicCache();
    const { app, state } = await appWith(cache, { now: () => now });
    apps.push(app);
    state.expiresAt = 2_000;
    await app.inject('/thing/1');
    state.value = 'b';
    now = 1_999;
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'a' });
    now = 2_000;
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'b' });
  });

  it('honours the TTL used without Redis on PostgreSQL', async () => {
    let now = 0;
    const cache = createPublicCache({ ttlMs: 1_000 });
    const { app, state } = await appWith(cache, { now: () => now });
    apps.push(app);
    await app.inject('/thing/1');
    state.value = 'b';
    now = 999;
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'a' });
    now = 1_000;
    expect((await app.inject('/thing/1')).json()).toEqual({ value: 'b' });
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createPublicCache({ maxEntries: 3 });
    const { app, state } = await appWith(cache);
    apps.push(app);
    for (let i = 0; i < 10; i++) await app.inject(`/thing/${i}`);
    expect(cache.stats().entries).toBe(3);
    expect(state.calls).toBe(10);
    const read = async (i: number) => {
      const before = state.calls;
      await app.inject(`/thing/${i}`);
      return state.calls === before ? 'memory' : 'handler';
    };
    // The last three stored are served from memory; /thing/7 becomes the most recently used.
    expect([await read(9), await read(8), await read(7)]).toEqual(['memory', 'memory', 'memory']);
    expect(await read(10)).toBe('handler'); // stored: drops /thing/9, the least recently used
    expect(cache.stats().entries).toBe(3);
    expect(await read(7)).toBe('memory');
    expect(await read(8)).toBe('memory');
    expect(await read(9)).toBe('handler');
    expect(await read(0)).toBe('handler');
    expect(cache.stats().entries).toBe(3);
  });

  it('stores nothing when disabled', async () => {
    const cache = createPublicCache({ enabled: false });
    const { app, state } = await appWith(cache);
    apps.push(app);
    await app.inject('/thing/1');
    await app.inject('/thing/1');
    expect(state.calls).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('names the pub/sub channel after the Redis database number', () => {
    expect(invalidationChannel('redis://127.0.0.1:6379/1')).toBe('randevu:public-cache:invalidate:1');
    expect(invalidationChannel('redis://127.0.0.1:6379')).toBe('randevu:public-cache:invalidate:0');
    expect(invalidationChannel(undefined)).toBe('randevu:public-cache:invalidate:0');
  });
});
