import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { outboxMessages } from '../../db/schema';
import { loadConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/build-test-app';
import { enqueueMessages, withdrawAppointmentMessages } from './notifications.service';
import { drainEvents } from '../../../test/outbox-events';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ devOutbox: true });
});
afterAll(() => t.close());

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const byRecipient = (db: Db, to: string) => db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

describe('the outbox', () => {
  it('writes a message with the transaction that caused it, and none when it rolls back', async () => {
    const kept = `kept-${unique()}@example.com`;
    const lost = `lost-${unique()}@example.com`;
    await t.db.transaction(async (tx) => {
      await enqueueMessages(tx as unknown as Db, [{ channel: 'email', to: kept, subject: 'Konu', text: 'Metin', kind: 'test' }]);
    });
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMessages(tx as unknown as Db, [
          { channel: 'email', to: lost, subject: 'Konu', text: 'Metin', kind: 'test' },
        ]);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    const [row] = await byRecipient(t.db, kept);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, kind: 'test', subject: 'Konu', text: 'Metin' });
    expect(await byRecipient(t.db, lost)).toHaveLength(0);
  });

  it('keeps one row per dedupe key', async () => {
    const to = `dedupe-${unique()}@example.com`;
    const key = `test:${unique()}`;
    const first = await enqueueMessages(t.db, [{ channel: 'email', to, text: 'bir', kind: 'test', dedupeKey: key }]);
    const second = await enqueueMessages(t.db, [{ channel: 'email', to, text: 'iki', kind: 'test', dedupeKey: key }]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
    expect((await byRecipient(t.db, to)).map((r) => r.text)).toEqual(['bir']);
  });

  it('withdraws nothing that belongs to no appointment', async () => {
    const to = `plain-${unique()}@example.com`;
    await enqueueMessages(t.db, [{ channel: 'sms', to, text: 'x', kind: 'test' }]);
    expect(await withdrawAppointmentMessages(t.db, -1)).toBe(0);
    expect((await byRecipient(t.db, to))[0]!.status).toBe('pending');
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the latest messages newest first with the fields a tester needs', async () => {
    const to = `dev-${unique()}@example.com`;
    // Events other files left on this database are rendered first, so the page's own rendering adds none after it.
    await drainEvents(t);
    await enqueueMessages(t.db, [
      {
        channel: 'email',
        to,
        subject: 'Şifre sıfırlama kodu',
        text: 'Kodunuz: 123456',
        html: '<p>123456</p>',
        kind: 'password_reset_code',
      },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { success: boolean; data: Record<string, unknown>[] };
    expect(body.success).toBe(true);
    expect(body.data.length).toBeLessThanOrEqual(50);
    expect(body.data[0]).toMatchObject({
      channel: 'email',
      kind: 'password_reset_code',
      to,
      subject: 'Şifre sıfırlama kodu',
      text: 'Kodunuz: 123456',
      status: 'pending',
    });
    expect(typeof body.data[0]!.created_at).toBe('string');
    const ids = body.data.map((m) => m.id as number);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('caps the list at 50', async () => {
    await enqueueMessages(
      t.db,
      Array.from({ length: 55 }, (_, i) => ({ channel: 'sms' as const, to: '+905321234567', text: `m${i}`, kind: 'test' })),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect((res.json() as { data: unknown[] }).data).toHaveLength(50);
  });

  it('does not exist in production, even with DEV_OUTBOX=true', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true', DEV_OUTBOX: 'true', LOG_LEVEL: 'silent' });
    expect(config.devOutbox).toBe(false);
    expect(config.warnings).toContain('DEV_OUTBOX=true is ignored in production: /api/dev/outbox does not exist.');
    const prod = await buildTestApp({ env: 'production', devOutbox: config.devOutbox }, database);
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
      await database.close();
    }
  });

  // Before, any client of a default start (development, 0.0.0.0) read the reset codes.
  it('does not exist in development unless DEV_OUTBOX=true', async () => {
    const database = await openTestDatabase();
    const plain = await buildTestApp({}, database);
    try {
      expect(plain.config.devOutbox).toBe(false);
      const res = await plain.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.common.routeNotFound });
    } finally {
      await plain.close();
      await database.close();
    }
  });

  it('answers only a client on this machine that no proxy forwarded: 404 to anyone else', async () => {
    for (const remoteAddress of ['203.0.113.5', '10.0.0.2', '2001:db8::1', '::ffff:192.0.2.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.common.routeNotFound });
    }
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { [header]: '203.0.113.5' } });
      expect(res.statusCode, header).toBe(404);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
  });
});
