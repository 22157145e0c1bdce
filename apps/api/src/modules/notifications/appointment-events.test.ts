import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, outboxEvents, outboxMessages } from '../../db/schema';
import { postgresForSuite } from '../../../test/build-test-app';
import { createAppointment, createExpert, createOwner, createVenue } from '../../../test/factories';
import { usePrivateDatabase } from '../../../test/private-database';
import { addDays, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';
import { purgeProcessedEvents, recordAppointmentEvent, renderAppointmentEvents } from './appointment-events';
import type { AppointmentEvent } from './notifications.service';

/** Decision 060: an appointment change records one event; the delivery job renders it into messages, once. */

const settings = (now = () => new Date()) => ({
  publicUrl: 'https://randevu.example',
  contactEmail: 'iletisim@example.com',
  now,
});
/** Settings whose clock counts its calls: `notifyAppointment` reads it once an event, so the count is the renderings. */
const counting = () => {
  const counter = { n: 0 };
  return { counter, settings: settings(() => (counter.n++, new Date())) };
};
/** Ten days on at 14:00, venue time: far enough for both reminders. */
const later = (minutes = 14 * 60) => venueWallTimeToInstant(addDays(toVenueWallTime(new Date()).date, 10), minutes);

async function seedVenue(db: Db) {
  const owner = await createOwner(db, { email: `sahip-${Math.random().toString(36).slice(2)}@example.com` });
  const venue = await createVenue(db, { ownerId: owner.id });
  const expert = await createExpert(db, { venueId: venue.id });
  let minutes = 0;
  /** A confirmed appointment of its own slot (three hours apart, so one moved by two keeps clear of the next). */
  const appointment = async () =>
    createAppointment(db, { venueId: venue.id, expertId: expert.id, status: 'confirmed', startsAt: later((minutes += 180)) });
  return { appointment };
}

const messagesOf = (db: Db, ids: number[]) =>
  db.select().from(outboxMessages).where(inArray(outboxMessages.appointmentId, ids)).orderBy(asc(outboxMessages.id));
const eventsOf = (db: Db, ids: number[]) =>
  db.select().from(outboxEvents).where(inArray(outboxEvents.appointmentId, ids)).orderBy(asc(outboxEvents.id));
const record = (db: Db, id: number, kind: AppointmentEvent, payload = {}) =>
  db.transaction((tx) => recordAppointmentEvent(tx, id, kind, payload));

describe('appointment events', () => {
  const own = usePrivateDatabase();
  let seeded: Awaited<ReturnType<typeof seedVenue>>;
  beforeAll(async () => {
    seeded = await seedVenue(own.db);
  });

  it('writes no message until rendered, then each event’s messages once; the manage token leaves the row', async () => {
    const a = await seeded.appointment();
    await record(own.db, a.id, 'confirmed', { manageToken: 'T'.repeat(22) });
    expect(await messagesOf(own.db, [a.id])).toEqual([]);
    const [waiting] = await eventsOf(own.db, [a.id]);
    expect(waiting).toMatchObject({ kind: 'confirmed', processedAt: null, payload: { manageToken: 'T'.repeat(22) } });

    const { counter, settings: s } = counting();
    await renderAppointmentEvents(own.db, s);
    const rows = await messagesOf(own.db, [a.id]);
    // The confirmation and the 24 h and 2 h reminders, by e-mail and SMS, the link from the event's token.
    expect(rows.map((r) => `${r.kind}:${r.channel}`).sort()).toEqual(
      [
        'appointment_confirmed:email',
        'appointment_confirmed:sms',
        'reminder_24h:email',
        'reminder_24h:sms',
        'reminder_2h:email',
        'reminder_2h:sms',
      ].sort(),
    );
    expect(rows.find((r) => r.kind === 'appointment_confirmed' && r.channel === 'email')!.text).toContain(
      `https://randevu.example/randevu/${'T'.repeat(22)}`,
    );
    const [done] = await eventsOf(own.db, [a.id]);
    expect(done!.processedAt).toBeInstanceOf(Date);
    expect(done!.payload).not.toHaveProperty('manageToken');
    expect(counter.n).toBe(1);

    await renderAppointmentEvents(own.db, s);
    expect(counter.n).toBe(1);
    expect(await messagesOf(own.db, [a.id])).toHaveLength(rows.length);
  });

  it('renders in batches, in order per appointment: a cancel after a booking withdraws its reminders', async () => {
    const appts = [await seeded.appointment(), await seeded.appointment(), await seeded.appointment()];
    for (const a of appts) await record(own.db, a.id, 'confirmed');
    // The second one is cancelled by the owner before anything was rendered.
    await record(own.db, appts[1]!.id, 'confirmed_cancelled_by_owner');
    const { counter, settings: s } = counting();
    expect(await renderAppointmentEvents(own.db, s, 2)).toBe(4);
    expect(counter.n).toBe(4);
    expect(
      (
        await eventsOf(
          own.db,
          appts.map((a) => a.id),
        )
      ).every((e) => e.processedAt !== null),
    ).toBe(true);
    const cancelled = await messagesOf(own.db, [appts[1]!.id]);
    const reminders = cancelled.filter((r) => r.kind.startsWith('reminder_'));
    expect(reminders).toHaveLength(4);
    expect(reminders.every((r) => r.status === 'cancelled')).toBe(true);
    expect(cancelled.filter((r) => r.kind === 'appointment_cancelled_by_venue').length).toBeGreaterThan(0);
    const kept = await messagesOf(own.db, [appts[0]!.id, appts[2]!.id]);
    expect(kept.filter((r) => r.kind.startsWith('reminder_') && r.status === 'pending')).toHaveLength(8);
  });

  it('describes the appointment as its change left it, not as a later change did', async () => {
    const a = await seeded.appointment();
    await record(own.db, a.id, 'confirmed');
    // Moved by two hours before the event is rendered: its reminders are still those of the time it was confirmed for.
    const moved = new Date(a.startsAt.getTime() + 2 * 3_600_000);
    await own.db
      .update(appointments)
      .set({ startsAt: moved, endsAt: new Date(moved.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, a.id));
    await renderAppointmentEvents(own.db, settings());
    const reminder = (await messagesOf(own.db, [a.id])).find((r) => r.kind === 'reminder_24h')!;
    expect(reminder.sendAfter.getTime()).toBe(a.startsAt.getTime() - 24 * 3_600_000);
  });

  it('leaves the events of a run that died before its commit unprocessed, and the next run renders them', async () => {
    const a = await seeded.appointment();
    await record(own.db, a.id, 'confirmed');
    await own.db
      .transaction(async (tx) => {
        await renderAppointmentEvents(tx, settings());
        throw new Error('the process died before the commit');
      })
      .catch(() => undefined);
    expect(await messagesOf(own.db, [a.id])).toEqual([]);
    expect((await eventsOf(own.db, [a.id]))[0]!.processedAt).toBeNull();
    await renderAppointmentEvents(own.db, settings());
    expect((await messagesOf(own.db, [a.id])).length).toBeGreaterThan(0);
    expect((await eventsOf(own.db, [a.id]))[0]!.processedAt).toBeInstanceOf(Date);
  });

  it('counts an event that fails and renders the others of its batch; the failed one goes on the next run', async () => {
    const [a, b] = [await seeded.appointment(), await seeded.appointment()];
    await record(own.db, a.id, 'confirmed');
    await record(own.db, b.id, 'confirmed');
    let calls = 0;
    // The clock fails on its first call: the batch fails, then again event by event, where only the first fails.
    const flaky = settings(() => {
      if (calls++ === 0 || calls === 2) throw new Error('clock unavailable');
      return new Date();
    });
    await renderAppointmentEvents(own.db, flaky);
    const [ea, eb] = [(await eventsOf(own.db, [a.id]))[0]!, (await eventsOf(own.db, [b.id]))[0]!];
    expect(ea).toMatchObject({ processedAt: null, attempts: 1, lastError: 'clock unavailable' });
    expect(eb.processedAt).toBeInstanceOf(Date);
    await renderAppointmentEvents(own.db, settings());
    expect((await eventsOf(own.db, [a.id]))[0]!.processedAt).toBeInstanceOf(Date);
    expect(await own.db.select().from(outboxEvents).where(isNull(outboxEvents.processedAt))).toEqual([]);
  });

  it('lets the retention job delete events processed before its cutoff, never a waiting one', async () => {
    const [a, b] = [await seeded.appointment(), await seeded.appointment()];
    await record(own.db, a.id, 'confirmed');
    await renderAppointmentEvents(own.db, settings());
    await record(own.db, b.id, 'confirmed');
    await own.db
      .update(outboxEvents)
      .set({ processedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(outboxEvents.appointmentId, a.id));
    await own.db
      .update(outboxEvents)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(outboxEvents.appointmentId, b.id));
    expect(await purgeProcessedEvents(own.db, new Date(Date.now() - 30 * 86_400_000), 10)).toBe(1);
    expect(await eventsOf(own.db, [a.id])).toEqual([]);
    expect(await eventsOf(own.db, [b.id])).toHaveLength(1);
  });
});

const openDatabase = await postgresForSuite();

describe.runIf(openDatabase !== null)('appointment events on PostgreSQL: two workers at once', () => {
  let database: Awaited<ReturnType<NonNullable<typeof openDatabase>>>;
  beforeAll(async () => {
    database = await openDatabase!(6);
  });
  afterAll(() => database?.close());

  it('render every event exactly once, each appointment’s in order', async () => {
    const db = database.db;
    const seeded = await seedVenue(db);
    const appts = [];
    for (let i = 0; i < 12; i++) appts.push(await seeded.appointment());
    // This worker's database may hold events other files left: rendered first, so the runs below count only these.
    await renderAppointmentEvents(db, settings());
    // Per appointment: confirmed, then the owner's cancel (which withdraws the confirmation's reminders).
    for (const a of appts) await record(db, a.id, 'confirmed');
    for (const a of appts) await record(db, a.id, 'confirmed_cancelled_by_owner');
    const [one, two, three] = [counting(), counting(), counting()];
    await Promise.all([renderAppointmentEvents(db, one.settings, 5), renderAppointmentEvents(db, two.settings, 5)]);
    // Events one run had to leave to the other (an earlier event of theirs was held there) go on a later run.
    await renderAppointmentEvents(db, three.settings, 5);
    const ids = appts.map((a) => a.id);
    expect((await eventsOf(db, ids)).every((e) => e.processedAt !== null)).toBe(true);
    // Each of the 24 events rendered once, by one of the runs.
    expect(one.counter.n + two.counter.n + three.counter.n).toBe(24);
    const rows = await messagesOf(db, ids);
    // Every reminder was written before its cancel and withdrawn by it.
    const reminders = rows.filter((r) => r.kind.startsWith('reminder_'));
    expect(reminders).toHaveLength(12 * 4);
    expect(reminders.every((r) => r.status === 'cancelled')).toBe(true);
    const confirmations = rows.filter((r) => r.kind === 'appointment_confirmed');
    expect(confirmations).toHaveLength(12 * 2);
  });
});
