import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AppointmentStatus } from '@randevu/contracts';
import { openTestDatabase } from '../../../test/build-test-app';
import { createAppointment, createExpert, createOwner, createVenue } from '../../../test/factories';
import { PG, pgErrorCode, type Database, type Db } from '../../db/client';
import { appointments, appointmentStatusHistory } from '../../db/schema';
import { transition } from './appointment-state';
import { createAppointmentTransitionsRepository } from './appointment-transitions.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let database: Database;
let db: Db;
let venueId: number;
let ownerId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const owner = await createOwner(db);
  ownerId = owner.id;
  venueId = (await createVenue(db, { ownerId })).id;
});
afterAll(() => database.close());

/** A customer of their own, so the user-scoped sweep touches only this test's rows (the PostgreSQL run shares its database). */
const newUser = async () => (await createOwner(db, { role: 'user' })).id;

async function book(userId: number | null, startsAt: Date, status: AppointmentStatus = 'pending', minutes = 45) {
  const expert = await createExpert(db, { venueId });
  return createAppointment(db, {
    venueId,
    expertId: expert.id,
    userId,
    startsAt,
    durationMinutes: minutes,
    status,
    ...(status === 'cancelled' ? { cancelledAt: new Date(), cancelledBy: 'owner' as const } : {}),
  });
}

const statusesOf = async (ids: number[]) =>
  new Map((await db.select().from(appointments).where(inArray(appointments.id, ids))).map((r) => [r.id, r.status]));
const historyOf = (id: number) =>
  db.select().from(appointmentStatusHistory).where(eq(appointmentStatusHistory.appointmentId, id));

describe('the system’s sweep (completion job and list reads)', () => {
  it('completes ended confirmed ones and expires started pending ones, and nothing else, once', async () => {
    const userId = await newUser();
    const now = Date.now();
    const ended = await book(userId, new Date(now - 2 * HOUR), 'confirmed');
    const running = await book(userId, new Date(now - 10 * MINUTE), 'confirmed');
    const startedRequest = await book(userId, new Date(now - 10 * MINUTE), 'pending');
    const futureRequest = await book(userId, new Date(now + HOUR), 'pending');
    const cancelled = await book(userId, new Date(now - 3 * HOUR), 'cancelled');
    const noShow = await book(userId, new Date(now - 4 * HOUR), 'no_show');
    const ids = [ended, running, startedRequest, futureRequest, cancelled, noShow].map((a) => a.id);

    const repo = createAppointmentTransitionsRepository(db);
    // The expert of each appointment moved, for the caller's cache invalidation.
    expect((await repo.sweep(userId)).sort()).toEqual([ended.expertId, startedRequest.expertId].sort());
    expect(Object.fromEntries(await statusesOf(ids))).toEqual({
      [ended.id]: 'completed',
      [running.id]: 'confirmed',
      [startedRequest.id]: 'expired',
      [futureRequest.id]: 'pending',
      [cancelled.id]: 'cancelled',
      [noShow.id]: 'no_show',
    });
    expect(await historyOf(ended.id)).toMatchObject([{ fromStatus: 'confirmed', toStatus: 'completed', changedBy: 'system' }]);
    expect(await historyOf(startedRequest.id)).toMatchObject([
      { fromStatus: 'pending', toStatus: 'expired', changedBy: 'system', changedByUserId: null },
    ]);
    expect(await repo.sweep(userId)).toEqual([]);
  });

  it('scoped to one user, leaves other users’ and guests’ appointments alone', async () => {
    const [mine, theirs] = [await newUser(), await newUser()];
    const a = await book(mine, new Date(Date.now() - HOUR));
    const b = await book(theirs, new Date(Date.now() - HOUR));
    const guest = await book(null, new Date(Date.now() - HOUR));
    expect(await createAppointmentTransitionsRepository(db).sweep(mine)).toHaveLength(1);
    expect([...(await statusesOf([a.id, b.id, guest.id])).values()].sort()).toEqual(['expired', 'pending', 'pending']);
  });

  it('records each move once when sweeps race', async () => {
    const userId = await newUser();
    const rows = await Promise.all([
      book(userId, new Date(Date.now() - 2 * HOUR), 'confirmed'),
      book(userId, new Date(Date.now() - 3 * HOUR), 'confirmed'),
      book(userId, new Date(Date.now() - HOUR), 'pending'),
    ]);
    const repo = createAppointmentTransitionsRepository(db);
    const moved = await Promise.all(Array.from({ length: 6 }, () => repo.sweep(userId)));
    expect(moved.reduce((n, experts) => n + experts.length, 0)).toBe(3);
    for (const r of rows) expect(await historyOf(r.id)).toHaveLength(1);
  });
});

describe('apply: one person’s change under the row lock', () => {
  it('answers not_found outside the scope and refused with the machine’s error, writing nothing', async () => {
    const userId = await newUser();
    const a = await book(userId, new Date(Date.now() + HOUR), 'confirmed');
    const repo = createAppointmentTransitionsRepository(db);
    const cancelAsUser = (scope: { userId: number } | { ownerId: number }) =>
      repo.apply({
        id: a.id,
        scope,
        decide: (c) => transition(c, 'cancel', 'user', c.now),
        changedBy: { actor: 'user', userId },
        reason: null,
      });
    expect(await cancelAsUser({ userId: await newUser() })).toEqual({ kind: 'not_found' });
    expect(await cancelAsUser({ ownerId: ownerId + 1_000_000 })).toEqual({ kind: 'not_found' });
    const refused = await repo.apply({
      id: a.id,
      scope: { ownerId },
      decide: (c) => transition(c, 'confirm', 'owner', c.now),
      changedBy: { actor: 'owner', userId: ownerId },
      reason: null,
    });
    expect(refused).toEqual({
      kind: 'refused',
      error: { code: 'ALREADY_CONFIRMED', message: 'Bu randevu zaten onaylanmış.' },
    });
    expect((await statusesOf([a.id])).get(a.id)).toBe('confirmed');
    expect(await historyOf(a.id)).toEqual([]);
  });

  it('decides by the database clock: the locked row comes with the transaction’s now()', async () => {
    const userId = await newUser();
    const a = await book(userId, new Date(Date.now() + HOUR));
    let seen: Date | undefined;
    await createAppointmentTransitionsRepository(db).apply({
      id: a.id,
      scope: { userId },
      decide: (c) => ((seen = c.now), transition(c, 'cancel', 'user', c.now)),
      changedBy: { actor: 'user', userId },
      reason: 'Vazgeçtim',
    });
    expect(seen).toBeInstanceOf(Date);
    expect(Math.abs(seen!.getTime() - Date.now())).toBeLessThan(MINUTE);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, a.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'user', cancellationReason: 'Vazgeçtim' });
  });

  it('serialises racing changes: each sees the winner’s status, so the history is one chain of allowed moves', async () => {
    const userId = await newUser();
    const a = await book(userId, new Date(Date.now() + 2 * HOUR));
    const repo = createAppointmentTransitionsRepository(db);
    const owner = (action: 'confirm' | 'cancel') =>
      repo.apply({
        id: a.id,
        scope: { ownerId },
        decide: (c) => transition(c, action, 'owner', c.now),
        changedBy: { actor: 'owner', userId: ownerId },
        reason: null,
      });
    const user = () =>
      repo.apply({
        id: a.id,
        scope: { userId },
        decide: (c) => transition(c, 'cancel', 'user', c.now),
        changedBy: { actor: 'user', userId },
        reason: null,
      });
    const results = await Promise.all([owner('confirm'), user(), owner('cancel'), owner('confirm'), user(), owner('cancel')]);
    const changed = results.filter((r) => r.kind === 'changed');
    const history = (await historyOf(a.id)).sort((x, y) => x.id - y.id);
    // At most two moves (pending → confirmed → cancelled, or pending → cancelled), each from where the last ended.
    expect(history.length).toBe(changed.length);
    expect(history.length === 1 || history.length === 2).toBe(true);
    expect(history.map((h) => h.fromStatus)).toEqual(['pending', ...history.slice(0, -1).map((h) => h.toStatus)]);
    expect(history.at(-1)!.toStatus).toBe((await statusesOf([a.id])).get(a.id));
    // The owner may confirm and then cancel, but no move is taken twice.
    const byOwner = history.filter((h) => h.changedBy === 'owner').map((h) => h.toStatus);
    expect(new Set(byOwner).size).toBe(byOwner.length);
  });
});

describe('the database accepts the six statuses and nothing else', () => {
  it.each(['no_show', 'expired'] as const)('stores %s', async (status) => {
    const a = await book(null, new Date(Date.now() - HOUR), status);
    expect(a.status).toBe(status);
  });

  it.each([
    ['an unknown status', { status: 'rejected' }],
    ['a no-show with a cancellation time', { status: 'no_show', cancelledAt: new Date() }],
    ['a cancellation without its time', { status: 'cancelled' }],
  ])('refuses %s with the CHECK', async (_label, values) => {
    const a = await book(null, new Date(Date.now() + 5 * HOUR));
    const err = await db
      .update(appointments)
      .set(values as Partial<typeof appointments.$inferInsert>)
      .where(eq(appointments.id, a.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(err)).toBe(PG.checkViolation);
  });
});
