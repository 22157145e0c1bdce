import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { contactPerIp: 3 } });
});
afterAll(() => t.close());

let ipCounter = 1;
const freshIp = () => `10.1.0.${ipCounter++}`;
const subscribe = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress });

const rows = async () =>
  (
    (await t.db.execute(sql`select email, ip from newsletter_subscriptions order by id`)) as unknown as {
      rows: { email: string; ip: string }[];
    }
  ).rows;

describe('POST /api/newsletter', () => {
  it('stores the address lower-cased and trimmed and answers 201', async () => {
    const res = await subscribe({ email: '  Elif.Sahin@Example.COM ' }, '10.1.9.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { email: 'elif.sahin@example.com' } });
    expect(await rows()).toContainEqual({ email: 'elif.sahin@example.com', ip: '10.1.9.1' });
  });

  it('subscribing the same address again succeeds the same way and keeps one row', async () => {
    const first = await subscribe({ email: 'tekrar@example.com' });
    const again = await subscribe({ email: 'TEKRAR@example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await rows()).filter((r) => r.email === 'tekrar@example.com')).toHaveLength(1);
  });

  it.each([
    [{}, messages.auth.emailRequired],
    [{ email: '   ' }, messages.auth.emailRequired],
    [{ email: 'elif@' }, messages.auth.emailInvalid],
    [{ email: 42 }, messages.auth.emailRequired],
    [{ email: `${'a'.repeat(250)}@example.com` }, messages.auth.emailInvalid],
  ])('rejects %j with 400 and "%s", storing nothing', async (payload, message) => {
    const before = (await rows()).length;
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { email: message } });
    expect((await rows()).length).toBe(before);
  });

  it('is not served at an unprefixed path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/newsletter', payload: { email: 'a@example.com' } });
    expect(res.statusCode).toBe(404);
  });

  it('answers 429 with the Turkish message after the hourly limit per IP and stores nothing more', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await subscribe({ email: `sinir${i}@example.com` }, ip)).statusCode).toBe(201);
    const res = await subscribe({ email: 'sinir-asimi@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, message: messages.newsletter.rateLimited });
    expect((await rows()).map((r) => r.email)).not.toContain('sinir-asimi@example.com');
  });
});
