import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { outboxMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { PASSWORD, registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { isCommonPassword } from './common-passwords';

const common = {
  success: false,
  code: 'PASSWORD_TOO_COMMON',
  message: messages.auth.passwordCommon,
  errors: { password: messages.auth.passwordCommon },
};
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ passwordResetMinResponseMs: 0 });
});
afterAll(() => app.close());

describe('common passwords are refused', () => {
  it('knows the list, ignoring case, and loads it once in a few milliseconds', () => {
    const started = performance.now();
    expect(isCommonPassword('password1')).toBe(true);
    const loadMs = performance.now() - started;
    console.log(`common-password list loaded in ${loadMs.toFixed(1)} ms`);
    expect(loadMs).toBeLessThan(100);
    for (const p of ['12345678', 'QWERTYUIOP', 'Password', 'iloveyou', 'sunshine']) expect(isCommonPassword(p), p).toBe(true);
    // The passwords the repository's seeds, helpers and journeys use are not refused.
    for (const p of [
      PASSWORD,
      'Demo.Kullanici1',
      'Demo.Isletme1',
      'Yeni.Sifre456',
      'Eski.Sifre123',
      'Guvenli.Sifre1',
      'Api.Sifre1',
    ])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it.each([
    ['/api/register', { first_name: 'Ayşe', last_name: 'Yılmaz', phone: '5321234567' }],
    ['/api/register-business', { business_name: 'Işıl Güzellik', phone: '2125550000' }],
  ])('%s answers 400 with the Turkish message on the password field, and creates nothing', async (url, rest) => {
    const email = uniqueEmail('yaygin');
    const res = await app.app.inject({
      method: 'POST',
      url,
      payload: { ...rest, email, password: 'Password1', password_confirmation: 'Password1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(common);
    const login = await app.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Password1' } });
    expect(login.statusCode).toBe(401);
  });

  it('reset answers 400 for a common password and keeps the token usable', async () => {
    const s = await registerUser(app.app);
    await app.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: s.user.email } });
    const [mail] = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, s.user.email), eq(outboxMessages.kind, 'password_reset_code')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    const verify = await app.app.inject({ method: 'POST', url: '/api/password/verify', payload: { email: s.user.email, code } });
    const token = verify.json().data.reset_token as string;
    const reset = (password: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, password, password_confirmation: password },
      });
    const refused = await reset('baseball1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(common);
    expect((await reset('Yepyeni.Sifre42')).statusCode).toBe(200);
  });
});
