import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { appointmentManageTokens, notificationTokens, outboxMessages, venues } from '../../db/schema';
import { useBookingSuite } from './appointments.test-suite';
import { drainEvents } from '../../../test/outbox-events';

const { s, freshMonday, newExpert, guestBody, postGuest, historyOf } = useBookingSuite();
let t: TestApp;
beforeAll(() => ({ t } = s));

/**
 * Decision 047: a guest booking holds the expert's lock for as few round trips as it can; each one costs the
 * server and PostgreSQL a wake-up while every other booking waits for a core.
 */
describe('POST /appointments/public: statements', () => {
  it('books a request in 8 statements on PostgreSQL: the cap, locks with the venue, the selection with its day, the opening hours, the rows and messages in one', async () => {
    const expert = await newExpert();
    const date = freshMonday();
    let res: Awaited<ReturnType<typeof postGuest>> | undefined;
    const count = await countQueries(t.db, async () => {
      res = await postGuest(
        guestBody({
          expert_id: expert.id,
          appointment_date: date,
          appointment_time: '11:00',
          email: 'olcum.statements@example.com',
        }),
      );
    });
    expect(res!.statusCode).toBe(201);
    const id = res!.json().data.id as number;
    await drainEvents(t);
    // BEGIN; the guest's phone and e-mail locks, then their live bookings counted (the cap, decision 057); the
    // advisory locks, the row locks, the venue's rules and its side of the messages, the new id; the selection with
    // the day's inputs; a request's opening calendar up to its start (its deadline in open hours, decision 097; an
    // instant booking skips it); the appointment with its history row, manage token, messages and their opt-out
    // tokens; COMMIT (16 before decision 047). PGlite's driver counts fewer (no BEGIN/COMMIT, see count-queries).
    if (process.env.TEST_DB_KIND === 'postgres') expect(count).toBe(8);
    else expect(count).toBeLessThanOrEqual(8);
    // What the merged statements write is all there: history, manage token, opt-out tokens and the messages.
    expect(await historyOf(id)).toMatchObject([{ fromStatus: null, toStatus: 'pending', changedBy: 'guest' }]);
    expect(await t.db.select().from(appointmentManageTokens).where(eq(appointmentManageTokens.appointmentId, id))).toHaveLength(
      1,
    );
    const messages = await t.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, id));
    expect(messages.map((m) => `${m.channel}:${m.kind}`).sort()).toEqual([
      'email:booking_received_customer',
      'email:booking_received_owner',
    ]);
    const optOuts = await t.db
      .select()
      .from(notificationTokens)
      .where(eq(notificationTokens.contact, 'olcum.statements@example.com'));
    expect(optOuts.map((o) => o.channel)).toEqual(['email']);
  });

  it('books at a venue of instant booking in 7: no request, no opening calendar to read', async () => {
    const expert = await newExpert();
    await t.db.update(venues).set({ autoConfirm: true }).where(eq(venues.id, s.venueId));
    try {
      let res: Awaited<ReturnType<typeof postGuest>> | undefined;
      const count = await countQueries(t.db, async () => {
        res = await postGuest(
          guestBody({
            expert_id: expert.id,
            appointment_date: freshMonday(),
            appointment_time: '11:00',
            email: 'olcum.instant@example.com',
          }),
        );
      });
      expect(res!.statusCode).toBe(201);
      expect(res!.json().data.status).toBe('confirmed');
      if (process.env.TEST_DB_KIND === 'postgres') expect(count).toBe(7);
      else expect(count).toBeLessThanOrEqual(7);
    } finally {
      await t.db.update(venues).set({ autoConfirm: false }).where(eq(venues.id, s.venueId));
    }
  });
});
