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
const freshIp = () => `10.0.0.${ipCounter++}`;

const valid = () => ({
  first_name: 'Zeynep',
  last_name: 'Aksoy',
  email: 'Zeynep.Aksoy@Example.com',
  phone: '532 123 45 67',
  business_type: 'guzellik',
  message: 'Salonumu platforma eklemek istiyorum.',
  consent: true,
});

const send = (payload: unknown, url = '/api/contact', remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const stored = async (id: number) =>
  ((await t.db.execute(sql`select * from contact_messages where id = ${id}`)) as unknown as { rows: Record<string, unknown>[] })
    .rows[0];

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with its id, under /api and the spec path', async () => {
    for (const url of ['/api/contact', '/contact']) {
      const res = await send(valid(), url);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ success: true, data: { id: expect.any(Number) } });
      expect(await stored(body.data.id)).toMatchObject({
        first_name: 'Zeynep',
        last_name: 'Aksoy',
        email: 'zeynep.aksoy@example.com',
        phone: '+905321234567',
        business_type: 'guzellik',
        message: 'Salonumu platforma eklemek istiyorum.',
        consent: true,
      });
    }
  });

  // Decision 087: a number the normaliser accepts in E.164; other digits (7 to 15) as given.
  it.each([
    ['(0532) 123-45-67', '+905321234567'],
    ['+49 151 12345678', '+4915112345678'],
    ['1234567', '1234567'],
  ])('stores the phone %s as %s', async (phone, kept) => {
    const res = await send({ ...valid(), phone });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().data.id)).toMatchObject({ phone: kept });
  });

  it('accepts a message without a phone (absent, blank or null) and stores null', async () => {
    const { phone: _phone, ...rest } = valid();
    const res = await send({ ...rest, business_type: 'diger' });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().data.id)).toMatchObject({ phone: null, business_type: 'diger' });
    for (const phone of ['', '   ', null]) {
      const res2 = await send({ ...valid(), phone });
      expect(res2.statusCode).toBe(201);
      expect(await stored(res2.json().data.id)).toMatchObject({ phone: null });
    }
  });

  it.each([
    ['consent', false, messages.contact.consentRequired],
    ['consent', undefined, messages.contact.consentRequired],
    ['consent', 'true', messages.contact.consentRequired],
    ['first_name', '  ', messages.auth.firstNameRequired],
    ['last_name', '', messages.auth.lastNameRequired],
    ['email', '', messages.auth.emailRequired],
    ['email', 'zeynep@', messages.auth.emailInvalid],
    ['phone', '0532-123-45', messages.contact.phoneInvalid],
    ['phone', '12345', messages.contact.phoneInvalid],
    ['business_type', 'kuafor', messages.contact.businessTypeInvalid],
    ['message', '   ', messages.contact.messageRequired],
    ['message', 'a'.repeat(2001), messages.contact.messageTooLong],
  ])('rejects %s = %j with 400 and "%s", storing nothing', async (field, value, message) => {
    const before = await count();
    const res = await send({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('answers 429 with the Turkish message after the hourly limit per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await send(valid(), '/api/contact', ip)).statusCode).toBe(201);
    const before = await count();
    const res = await send(valid(), '/api/contact', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, message: messages.contact.rateLimited });
    expect(await count()).toBe(before);
    expect((await send(valid(), '/api/contact', freshIp())).statusCode).toBe(201);
  });
});

async function count() {
  const { rows } = (await t.db.execute(sql`select count(*)::int as n from contact_messages`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
}
