import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp } from '../../../test/build-test-app';
import { uniqueEmail } from '../../../test/auth-helpers';
import { NEW_PASSWORD, usePasswordResetSuite } from '../../../test/password-reset';

const t = messages.auth.passwordReset;
const { post } = usePasswordResetSuite('10.8');

describe('password reset over HTTP: limits and validation', () => {
  it('limits each endpoint per IP', async () => {
    const limited = await buildTestApp({ passwordResetMinResponseMs: 0, limits: { passwordResetPerIp: 3 } });
    try {
      for (const [url, payload] of [
        ['/api/password/forgot', (i: number) => ({ email: uniqueEmail(`ip${i}`) })],
        ['/api/password/verify', () => ({ email: uniqueEmail('ip'), code: '123456' })],
        ['/api/password/reset', () => ({ token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })],
      ] as const) {
        for (let i = 0; i < 3; i++) {
          const res = await limited.app.inject({ method: 'POST', url, payload: payload(i), remoteAddress: '10.1.1.1' });
          expect(res.statusCode, url).not.toBe(429);
        }
        const res = await limited.app.inject({ method: 'POST', url, payload: payload(9), remoteAddress: '10.1.1.1' });
        expect(res.statusCode, url).toBe(429);
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: t.tooManyRequests });
        const other = await limited.app.inject({ method: 'POST', url, payload: payload(10), remoteAddress: '10.1.1.2' });
        expect(other.statusCode, url).not.toBe(429);
      }
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['/api/password/forgot', { email: '' }, 'email', messages.auth.emailRequired],
    ['/api/password/forgot', { email: 'ayse@' }, 'email', messages.auth.emailInvalid],
    ['/api/password/forgot', { email: `${'a'.repeat(5000)}@example.com` }, 'email', messages.auth.emailInvalid],
    ['/api/password/forgot', { email: 'a\u0000@example.com' }, 'email', messages.auth.emailInvalid],
    ['/api/password/verify', { email: 'a@example.com', code: '' }, 'code', t.codeRequired],
    ['/api/password/verify', { email: 'a@example.com', code: '12345' }, 'code', t.codeFormat],
    ['/api/password/verify', { email: 'a@example.com', code: '12345a' }, 'code', t.codeFormat],
    ['/api/password/verify', { email: 'a@example.com', code: '1'.repeat(100_000) }, 'code', t.codeFormat],
    [
      '/api/password/reset',
      { token: 'x'.repeat(43), password: 'kisa', password_confirmation: 'kisa' },
      'password',
      messages.auth.passwordTooShort,
    ],
    [
      '/api/password/reset',
      { token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: 'Baska.Sifre1' },
      'password_confirmation',
      messages.auth.passwordMismatch,
    ],
    [
      '/api/password/reset',
      { token: '<script>', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'token',
      t.tokenInvalid,
    ],
    [
      '/api/password/reset',
      { token: 'x'.repeat(10_000), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'token',
      t.tokenInvalid,
    ],
  ])('%s rejects %j with 400 and a Turkish message', async (url, payload, field, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it('answers an unknown token with its own message', async () => {
    const res = await post('/api/password/reset', {
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'RESET_TOKEN_INVALID', message: t.tokenInvalid });
  });
});
