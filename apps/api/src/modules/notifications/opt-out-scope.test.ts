import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { notificationOptOuts, outboxMessages } from '../../db/schema';
import { buildTestApp, openPrivateDatabase, type TestApp } from '../../../test/build-test-app';
import type { Database } from '../../db/client';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createVenue } from '../../../test/factories';
import { venueWallTimeToInstant } from '../../lib/time';
import { fill } from './templates/appointment-messages';
import { drainEvents } from '../../../test/outbox-events';

const m = messages.notifications;
let t: TestApp;
let privateDb: Database;
let owner: Session;
let otherOwner: Session;
const venues: { id: number; expertId: number; name: string }[] = [];

beforeAll(async () => {
  // Its worker claims every due outbox row: on PostgreSQL a database of its own.
  privateDb = await openPrivateDatabase();
  t = await buildTestApp({ publicUrl: 'https://randevu.example' }, privateDb);
  owner = await registerOwner(t.app);
  otherOwner = await registerOwner(t.app);
  for (const [session, name] of [
    [owner, 'Moda Kuaför'],
    [otherOwner, 'Kadıköy Berber'],
  ] as const) {
    const venue = await createVenue(t.db, { ownerId: session.user.id, name });
    venues.push({ id: venue.id, expertId: (await createExpert(t.db, { venueId: venue.id })).id, name });
  }
});
afterAll(async () => {
  await t.close();
  await privateDb.close();
});

const outboxOf = async (appointmentId: number) => {
  await drainEvents(t);
  return t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.appointmentId, appointmentId))
    .orderBy(asc(outboxMessages.id));
};
const reminders = async (appointmentId: number) =>
  (await outboxOf(appointmentId))
    .filter((r) => r.kind.startsWith('reminder_'))
    .map((r) => `${r.kind}:${r.channel}:${r.recipient}:${r.status}`);

/** A guest's request at venue `v`, confirmed by its owner: reminders by e-mail and SMS are scheduled. */
async function bookAndConfirm(v: number, day: string, contact: { email: string; phone: string }) {
  const appt = await createAppointment(t.db, {
    venueId: venues[v]!.id,
    expertId: venues[v]!.expertId,
    startsAt: venueWallTimeToInstant(day, 600),
    customerEmail: contact.email,
    customerPhone: contact.phone,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/owner/appointments/${appt.id}/status`,
    headers: (v === 0 ? owner : otherOwner).headers,
    payload: { status: 'confirmed' },
  });
  expect(res.statusCode).toBe(200);
  return appt.id;
}

const linkIn = (text: string) => /https:\/\/randevu\.example(\/api\/u\/[A-Za-z0-9_-]{22})/.exec(text)![1]!;

describe('an opt-out link names one channel, one contact and one venue', () => {
  // The attacker books with their own e-mail (A) and the victim's phone (B).
  const attacker = { email: 'saldirgan@example.com', phone: '+905551112233' };
  const victimPhone = attacker.phone;

  it("the SMS link silences only phone B at this venue; the e-mail and another venue's SMS still go; opting back in restores", async () => {
    const first = await bookAndConfirm(0, '2030-04-01', attacker);
    const rows = await outboxOf(first);
    const smsLink = linkIn(rows.find((r) => r.kind === 'reminder_24h' && r.channel === 'sms')!.text);
    const emailLink = linkIn(rows.find((r) => r.kind === 'appointment_confirmed' && r.channel === 'email')!.text);
    expect(smsLink).not.toBe(emailLink);

    const page = await t.app.inject({ method: 'GET', url: smsLink });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(fill(m.unsubscribeDoneSms, { venue: 'Moda Kuaför' }));
    expect(page.body).toContain(`<form method="post" action="${smsLink}"`);
    expect(page.body).toContain(m.resubscribeButton);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(await reminders(first)).toEqual([
      `reminder_24h:email:${attacker.email}:pending`,
      `reminder_24h:sms:${victimPhone}:cancelled`,
      `reminder_2h:email:${attacker.email}:pending`,
      `reminder_2h:sms:${victimPhone}:cancelled`,
    ]);
    const optOuts = await t.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.contact, victimPhone));
    expect(optOuts.map((o) => [o.channel, o.venueId])).toEqual([['sms', venues[0]!.id]]);

    // The same venue: the e-mail still gets reminders, phone B none.
    const second = await bookAndConfirm(0, '2030-04-02', attacker);
    expect(await reminders(second)).toEqual([
      `reminder_24h:email:${attacker.email}:pending`,
      `reminder_2h:email:${attacker.email}:pending`,
    ]);
    // Another venue still sends to B.
    const elsewhere = await bookAndConfirm(1, '2030-04-03', { email: 'kurban@example.com', phone: victimPhone });
    expect(await reminders(elsewhere)).toContain(`reminder_24h:sms:${victimPhone}:pending`);

    // Opt back in from the same page: the next confirmation at this venue schedules SMS reminders again.
    const back = await t.app.inject({
      method: 'POST',
      url: smsLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=resubscribe',
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(fill(m.resubscribeDone, { venue: 'Moda Kuaför' }));
    expect(await t.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.contact, victimPhone))).toEqual([]);
    const third = await bookAndConfirm(0, '2030-04-04', attacker);
    expect(await reminders(third)).toContain(`reminder_24h:sms:${victimPhone}:pending`);
  });

  it('the e-mail link silences only that address at that venue', async () => {
    const contact = { email: 'Ayse.Kaya@Example.com', phone: '+905559998877' };
    const id = await bookAndConfirm(1, '2030-05-01', contact);
    const emailLink = linkIn((await outboxOf(id)).find((r) => r.kind === 'appointment_confirmed' && r.channel === 'email')!.text);
    const page = await t.app.inject({ method: 'GET', url: emailLink });
    expect(page.body).toContain(fill(m.unsubscribeDoneEmail, { venue: 'Kadıköy Berber' }));
    expect(await reminders(id)).toEqual([
      `reminder_24h:email:${contact.email}:cancelled`,
      `reminder_24h:sms:${contact.phone}:pending`,
      `reminder_2h:email:${contact.email}:cancelled`,
      `reminder_2h:sms:${contact.phone}:pending`,
    ]);
  });

  it('an opt-out recorded before links were scoped (no venue) holds everywhere until that channel opts back in', async () => {
    const phone = '+905557776655';
    await t.db.insert(notificationOptOuts).values({ channel: 'sms', contact: phone, venueId: null });
    const id = await bookAndConfirm(0, '2030-06-01', { email: 'eski@example.com', phone });
    expect((await reminders(id)).filter((r) => r.includes(':sms:'))).toEqual([]);
    const emailLink = linkIn((await outboxOf(id)).find((r) => r.kind === 'appointment_confirmed' && r.channel === 'email')!.text);
    // The e-mail's link cannot lift the phone's opt-out.
    await t.app.inject({
      method: 'POST',
      url: emailLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=resubscribe',
    });
    expect(await t.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.contact, phone))).toHaveLength(1);
  });

  it('an unknown token answers the Turkish page with 404, on GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/u/AAAAAAAAAAAAAAAAAAAAAA' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(m.unsubscribeInvalid);
      expect(res.body).not.toContain('<form');
    }
  });
});
