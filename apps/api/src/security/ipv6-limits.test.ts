import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * Per-address limits keyed on the full address let an IPv6 client rotate
 * through its /64 (2^64 addresses) and never be limited. Before the fix the fourth message below,
 * from another address of the same /64, was accepted (201); now it answers 429.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { contactPerIp: 3 } });
});
afterAll(() => t.close());

const message = () => ({
  first_name: 'Zeynep',
  last_name: 'Aksoy',
  email: 'zeynep.aksoy@example.com',
  phone: '532 123 45 67',
  business_type: 'guzellik',
  message: 'Salonumu platforma eklemek istiyorum.',
  consent: true,
});
const send = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/contact', payload: message(), remoteAddress });

describe('per-address limits count an IPv6 client by its /64', () => {
  it('refuses a fourth message from another address of the same /64, not from the next /64', async () => {
    for (const ip of ['2001:db8:0:1::1', '2001:db8:0:1::2', '2001:db8:0:1:ffff:ffff:ffff:fffe'])
      expect((await send(ip)).statusCode).toBe(201);
    const rotated = await send('2001:db8:0:1:1234:5678:9abc:def0');
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json()).toMatchObject({ success: false, message: messages.contact.rateLimited });
    expect((await send('2001:db8:0:2::1')).statusCode).toBe(201);
  });

  it('counts an IPv4-mapped address as the IPv4 address it is', async () => {
    for (const ip of ['198.51.100.7', '::ffff:198.51.100.7', '198.51.100.7']) expect((await send(ip)).statusCode).toBe(201);
    expect((await send('::ffff:c633:6407')).statusCode).toBe(429);
  });
});
