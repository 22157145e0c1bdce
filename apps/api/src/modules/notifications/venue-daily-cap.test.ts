import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { outboxMessages } from '../../db/schema';
import { buildTestApp, openPrivateDatabase, testConfig, type TestApp } from '../../../test/build-test-app';
import type { Database } from '../../db/client';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { venueWallTimeToInstant } from '../../lib/time';
import { enqueueMessages } from './notifications.service';
import { createOutboxWorker } from './outbox.worker';
import { createOutboxRepository } from './outbox.repository';
import { createDevChannel } from './channels/dev';
import { fill } from './templates/appointment-messages';

const CAP = 3;
let t: TestApp;
let privateDb: Database;
let owner: Session;
let venueA: number;
let venueB: number;
let clock = venueWallTimeToInstant('2030-01-10', 10 * 60);

beforeAll(async () => {
  // The worker here claims every due outbox row: on PostgreSQL a database of its own.
  privateDb = await openPrivateDatabase();
  const base = testConfig();
  t = await buildTestApp({ notifications: { ...base.notifications, maxPerVenuePerDay: CAP } }, privateDb, () => clock);
  owner = await registerOwner(t.app);
  venueA = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Moda Kuaför' })).id;
  venueB = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Kadıköy Berber' })).id;
});
afterAll(async () => {
  await t.close();
  await privateDb.close();
});

const worker = () =>
  createOutboxWorker({
    db: t.db,
    channels: { email: createDevChannel('email'), sms: createDevChannel('sms') },
    maxAttempts: 3,
    venueDailyCap: CAP,
    now: () => clock,
  });
const due = venueWallTimeToInstant('2030-01-10', 9 * 60);
const message = (i: number, venueId: number | null) => ({
  channel: 'sms' as const,
  to: `+90555000${String(i).padStart(4, '0')}`,
  text: `mesaj ${i}`,
  kind: venueId ? 'appointment_confirmed' : 'booking_received_owner',
  venueId,
  sendAfter: due,
});
const settingsOf = async (venueId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/owner/venues/${venueId}/notification-settings`, headers: owner.headers })
  ).json() as { data: { daily_limit: number; deferred_today: number; notice: string | null } };

describe('the per-venue daily cap on messages to customers', () => {
  it('sends up to the cap, defers the rest to the venue’s next midnight (not dropped), and tells the owner', async () => {
    const idsA = await enqueueMessages(
      t.db,
      [1, 2, 3, 4, 5].map((i) => message(i, venueA)),
    );
    const idsB = await enqueueMessages(
      t.db,
      [6, 7].map((i) => message(i, venueB)),
    );
    const [uncapped] = await enqueueMessages(t.db, [message(8, null)]);
    expect(await settingsOf(venueA)).toMatchObject({ data: { daily_limit: CAP, deferred_today: 0, notice: null } });

    expect(await worker().run()).toBe(CAP + 2 + 1);
    expect(await worker().run()).toBe(0);
    const rowsA = await t.db.select().from(outboxMessages).where(inArray(outboxMessages.id, idsA));
    expect(rowsA.filter((r) => r.status === 'sent')).toHaveLength(CAP);
    const waiting = rowsA.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(2);
    const nextMidnight = venueWallTimeToInstant('2030-01-11', 0);
    for (const r of waiting) expect([r.sendAfter.toISOString(), r.attempts]).toEqual([nextMidnight.toISOString(), 0]);
    const rowsB = await t.db.select().from(outboxMessages).where(inArray(outboxMessages.id, idsB));
    expect(rowsB.every((r) => r.status === 'sent')).toBe(true);
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, uncapped!)))[0]!.status).toBe('sent');

    const view = await settingsOf(venueA);
    expect(view.data).toEqual({
      booking_requests: true,
      cancellations: true,
      booking_requests_sms: false,
      sms_name: null,
      owner_sms_phone: null,
      daily_limit: CAP,
      deferred_today: 2,
      notice: fill(messages.notifications.dailyCapNotice, { count: '2', limit: String(CAP) }),
    });
    expect((await settingsOf(venueB)).data.notice).toBeNull();

    // The next Istanbul day, the deferred messages go.
    clock = venueWallTimeToInstant('2030-01-11', 0);
    expect(await worker().run()).toBe(2);
    expect((await settingsOf(venueA)).data).toMatchObject({ deferred_today: 0, notice: null });
  });

  it('gives a round’s places to several venues in one statement: a first message of the day, a partly used day, a full one', async () => {
    const repo = createOutboxRepository(t.db);
    const day = '2030-03-01';
    // Maps compare by their entries, whatever the venues' ids and order.
    expect(
      await repo.takeDailySlots(
        day,
        CAP,
        new Map([
          [venueA, 2],
          [venueB, 5],
        ]),
      ),
    ).toEqual(
      new Map([
        [venueA, 2],
        [venueB, CAP],
      ]),
    );
    expect(
      await repo.takeDailySlots(
        day,
        CAP,
        new Map([
          [venueA, 4],
          [venueB, 1],
        ]),
      ),
    ).toEqual(
      new Map([
        [venueA, 1],
        [venueB, 0],
      ]),
    );
    expect(await repo.takeDailySlots(day, CAP, new Map([[venueA, 1]]))).toEqual(new Map([[venueA, 0]]));
  });

  it('two workers at once never send more than the cap between them', async () => {
    clock = venueWallTimeToInstant('2030-02-01', 12 * 60);
    const at = venueWallTimeToInstant('2030-02-01', 11 * 60);
    await enqueueMessages(
      t.db,
      Array.from({ length: 10 }, (_, i) => ({ ...message(100 + i, venueB), sendAfter: at })),
    );
    const [a, b] = await Promise.all([worker().run(), worker().run()]);
    expect(a + b).toBe(CAP);
  });
});
