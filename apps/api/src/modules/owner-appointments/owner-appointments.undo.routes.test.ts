/**
 * POST /api/owner/appointments/{id}/status/undo (decision 077): "Geri al" takes back the owner's own "Geldi" or
 * "Gelmedi" within STATUS_UNDO_MINUTES, through the state machine's `undo` row; everything else is refused and changes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { appointmentStatusHistory, outboxMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { injectAs } from '../../../test/requests';
import { appointmentRow, seedAppointment, statusHistoryOf } from '../../../test/fixtures';
import { drainEvents } from '../../../test/outbox-events';

const m = messages.ownerAppointments;
const MINUTE = 60_000;

let t: TestApp, owner: Session, stranger: Session, customer: Session, venueId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [owner, stranger, customer] = await Promise.all([registerOwner(t.app), registerOwner(t.app), registerUser(t.app)]);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id })).id;
});
afterAll(() => t.close());

const started = () => seedAppointment(t.db, venueId, new Date(Date.now() - 5 * MINUTE), 'confirmed', 'user');
const mark = (id: number, status: 'completed' | 'no_show', session = owner) =>
  injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, session, { status });
const undo = (id: number | string, session: Session | null = owner) =>
  injectAs(t.app, 'POST', `/api/owner/appointments/${id}/status/undo`, session);
const outboxOf = async (id: number) => {
  await drainEvents(t);
  const rows = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.appointmentId, id))
    .orderBy(asc(outboxMessages.id));
  return rows.map((r) => `${r.kind}:${r.status}`);
};
/** The history's last row, as if written `minutes` ago. */
const age = (id: number, minutes: number) =>
  t.db
    .update(appointmentStatusHistory)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(appointmentStatusHistory.appointmentId, id));

describe('the owner takes back "Geldi" or "Gelmedi"', () => {
  it.each(['completed', 'no_show'] as const)(
    'offers undo in the answer to %s, and the undo confirms the visit again',
    async (status) => {
      const a = await started();
      const marked = await mark(a.id, status);
      expect(marked.statusCode).toBe(200);
      expect(marked.json().data.allowed_actions).toContain('undo');
      const res = await undo(a.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: a.id, status: 'confirmed', allowed_actions: ['complete', 'mark_no_show'] });
      expect(await appointmentRow(t.db, a.id)).toMatchObject({ status: 'confirmed', completedBy: null, cancelledAt: null });
      expect(await statusHistoryOf(t.db, a.id)).toMatchObject([
        { fromStatus: 'confirmed', toStatus: status, changedBy: 'owner' },
        { fromStatus: status, toStatus: 'confirmed', changedBy: 'owner', changedByUserId: owner.user.id },
      ]);
      // An undone "Geldi" invites no review: the invitation written by the mark is withdrawn.
      expect(await outboxOf(a.id)).toEqual(status === 'completed' ? ['review_invitation:cancelled'] : []);
    },
  );

  it('refuses once the window is over, a second undo, and the job’s completion, changing nothing', async () => {
    const late = await started();
    await mark(late.id, 'completed');
    await age(late.id, 3);
    const res = await undo(late.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'UNDO_CLOSED', message: m.undoClosed });
    expect((await appointmentRow(t.db, late.id)).status).toBe('completed');
    expect(await statusHistoryOf(t.db, late.id)).toHaveLength(1);

    const twice = await started();
    await mark(twice.id, 'no_show');
    expect((await undo(twice.id)).statusCode).toBe(200);
    const again = await undo(twice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_CONFIRMED', message: m.alreadyConfirmed });

    // A visit the job completed was never the owner's mark.
    const swept = await seedAppointment(t.db, venueId, new Date(Date.now() - 90 * MINUTE), 'completed', 'user', {
      completedBy: 'system',
    });
    await t.db
      .insert(appointmentStatusHistory)
      .values({ appointmentId: swept.id, fromStatus: 'confirmed', toStatus: 'completed', changedBy: 'system' });
    expect((await undo(swept.id)).json()).toMatchObject({ code: 'UNDO_CLOSED' });
    expect((await appointmentRow(t.db, swept.id)).status).toBe('completed');
  });

  it('answers 401 without a session, 403 to a customer, 404 to another owner and for no such appointment, 400 for a bad id', async () => {
    const a = await started();
    await mark(a.id, 'completed');
    expect((await undo(a.id, null)).statusCode).toBe(401);
    expect((await undo(a.id, customer)).statusCode).toBe(403);
    const other = await undo(a.id, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(m.missing);
    expect((await undo(999_999)).statusCode).toBe(404);
    expect((await undo('abc')).statusCode).toBe(400);
    expect((await appointmentRow(t.db, a.id)).status).toBe('completed');
    expect(await statusHistoryOf(t.db, a.id)).toHaveLength(1);
  });
});
