import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { outboxMessages, notificationOptOuts } from '../../db/schema';
import { buildTestApp, openPrivateDatabase, type TestApp } from '../../../test/build-test-app';
import type { Database } from '../../db/client';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createVenue, SAC_KESIMI } from '../../../test/factories';
import { addDays, isoWeekday, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';
import { createDevChannel } from './channels/dev';
import { createOutboxWorker } from './outbox.worker';

let t: TestApp;
let owner: Session;
let user: Session;
let privateDb: Database;
let venueId: number;
let expertId: number;

beforeAll(async () => {
  // Its worker runs at 2030 and claims every due outbox row: on PostgreSQL a database of its own.
  privateDb = await openPrivateDatabase();
  t = await buildTestApp(
    { publicUrl: 'https://randevu.example', limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } },
    privateDb,
  );
  owner = await registerOwner(t.app);
  user = await registerUser(t.app, { first_name: 'Ayşe', last_name: 'Yılmaz', phone: '5321234567' });
  venueId = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu' })).id;
  expertId = (await createExpert(t.db, { venueId, name: 'Elif Kaya' })).id;
});
afterAll(async () => {
  await t.close();
  await privateDb.close();
});

const outboxOf = (appointmentId: number) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, appointmentId)).orderBy(asc(outboxMessages.id));
const at = (date: string, minutes: number) => venueWallTimeToInstant(date, minutes);
const nextMonday = () => {
  let d = addDays(toVenueWallTime(new Date()).date, 3);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
};
const decide = (id: number, status: 'confirmed' | 'cancelled', reason?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/owner/appointments/${id}/status`,
    headers: owner.headers,
    payload: { status, ...(reason ? { reason } : {}) },
  });

describe('booking request received', () => {
  it('writes the customer and owner e-mails in the booking transaction', async () => {
    const date = nextMonday();
    const res = await t.app.inject({
      method: 'POST',
      url: '/appointments/public',
      payload: {
        first_name: 'Mehmet',
        last_name: 'Demir',
        email: 'mehmet.demir@example.com',
        phone: '+905329998877',
        expert_id: expertId,
        venue_id: venueId,
        service_id: SAC_KESIMI,
        appointment_date: date,
        appointment_time: '10:00',
      },
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { data: { id: number } }).data.id;
    const rows = await outboxOf(id);
    expect(rows.map((r) => [r.kind, r.channel, r.recipient, r.status])).toEqual([
      ['booking_received_customer', 'email', 'mehmet.demir@example.com', 'pending'],
      ['booking_received_owner', 'email', owner.user.email, 'pending'],
    ]);
    const [customer, toOwner] = rows;
    expect(customer!.subject).toBe('Randevu talebiniz alındı – Işıl Güzellik Salonu');
    expect(customer!.text).toContain('Merhaba Mehmet,');
    expect(customer!.text).toContain(
      'Işıl Güzellik Salonu için randevu talebinizi aldık. İşletme talebinizi onayladığında size haber vereceğiz.',
    );
    expect(customer!.text).toContain('Saat: 10:00');
    expect(customer!.text).toContain('Uzman: Elif Kaya');
    expect(customer!.text).toContain('Hizmet: Saç Kesimi');
    expect(customer!.text).toMatch(/Ücret: ₺[\d.]+/);
    expect(customer!.text).toMatch(/Hatırlatmaları kapat: https:\/\/randevu\.example\/api\/u\/[A-Za-z0-9_-]{22}/);
    expect(customer!.html).toContain('Randevu talebiniz alındı');
    expect(toOwner!.subject).toMatch(/^Yeni randevu talebi – \d{1,2} \S+ \d{4} \S+ 10:00$/);
    expect(toOwner!.text).toContain('Mehmet Demir, Işıl Güzellik Salonu için randevu talep etti.');
    expect(toOwner!.text).toContain(
      `Randevu taleplerini gör: https://randevu.example/dashboard/owner/venue-appointments/${venueId}`,
    );
  });

  it('writes nothing for a booking that fails (the slot is taken: the transaction rolls back)', async () => {
    const date = addDays(nextMonday(), 7);
    const body = {
      first_name: 'Can',
      last_name: 'Er',
      email: 'can.er@example.com',
      phone: '+905320000001',
      expert_id: expertId,
      venue_id: venueId,
      service_id: SAC_KESIMI,
      appointment_date: date,
      appointment_time: '11:00',
    };
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/appointments/public', payload: body }),
      t.app.inject({ method: 'POST', url: '/appointments/public', payload: { ...body, email: 'can.er2@example.com' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'can.er2@example.com'));
    const rows1 = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'can.er@example.com'));
    expect(rows.length + rows1.length).toBe(1);
  });

  it('sends the owner nothing when the venue turned booking requests off', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${venueId}/notification-settings`,
      headers: owner.headers,
      payload: { booking_requests: false, cancellations: true },
    });
    expect(put.json()).toMatchObject({ success: true, data: { booking_requests: false, cancellations: true } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointments',
      headers: user.headers,
      payload: {
        expert_id: expertId,
        venue_id: venueId,
        service_id: SAC_KESIMI,
        appointment_date: nextMonday(),
        appointment_time: '15:00',
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await outboxOf((res.json() as { data: { id: number } }).data.id);
    expect(rows.map((r) => r.kind)).toEqual(['booking_received_customer']);
    // Every customer's e-mail names their manage link (issue 25), a signed-in user's too.
    expect(rows[0]!.text).toMatch(
      /\nRandevuyu görüntüle veya iptal et: https:\/\/randevu\.example\/randevu\/[A-Za-z0-9_-]{22}\n/,
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${venueId}/notification-settings`,
      headers: owner.headers,
      payload: { booking_requests: true, cancellations: true },
    });
  });
});

describe('confirm, reminders, cancel', () => {
  // 01:30 in Istanbul on 10 January 2030 is 22:30 UTC on the 9th: the test's TZ=UTC sees another date.
  const date = '2030-01-10';
  const startsAt = at(date, 90);

  it('confirms with an e-mail and an SMS and schedules the 24 h and 2 h reminders at the right instants', async () => {
    expect(startsAt.toISOString()).toBe('2030-01-09T22:30:00.000Z');
    const appt = await createAppointment(t.db, {
      venueId,
      expertId,
      startsAt,
      userId: user.user.id,
      customerFirstName: 'Ayşe',
      customerLastName: 'Yılmaz',
      customerEmail: user.user.email,
      customerPhone: '5321234567',
      priceKurus: 45000,
      serviceName: 'Saç Kesimi',
      expertName: 'Elif Kaya',
    });
    expect((await decide(appt.id, 'confirmed')).statusCode).toBe(200);
    const rows = await outboxOf(appt.id);
    expect(
      rows.map((r) => [
        r.kind,
        r.channel,
        r.recipient,
        r.sendAfter.toISOString() === r.createdAt.toISOString() ? 'now' : r.sendAfter.toISOString(),
      ]),
    ).toEqual([
      ['appointment_confirmed', 'email', user.user.email, 'now'],
      ['appointment_confirmed', 'sms', '+905321234567', 'now'],
      ['reminder_24h', 'email', user.user.email, '2030-01-08T22:30:00.000Z'],
      ['reminder_24h', 'sms', '+905321234567', '2030-01-08T22:30:00.000Z'],
      ['reminder_2h', 'email', user.user.email, '2030-01-09T20:30:00.000Z'],
      ['reminder_2h', 'sms', '+905321234567', '2030-01-09T20:30:00.000Z'],
    ]);
    const email = rows[0]!;
    expect(email.subject).toBe('Randevunuz onaylandı – Işıl Güzellik Salonu');
    const lines = email.text.split('\n');
    expect(lines[18]).toMatch(
      /^Hatırlatma mesajları almak istemiyorsanız: Hatırlatmaları kapat: https:\/\/randevu\.example\/api\/u\/[A-Za-z0-9_-]{22}$/,
    );
    // The owner's confirmation issues a new manage link (only hashes are kept): the button and the calendar file.
    const token = /\/randevu\/([A-Za-z0-9_-]{22})$/.exec(lines[13]!)![1]!;
    expect([...lines.slice(0, 18), ...lines.slice(19)]).toEqual([
      'Randevunuz onaylandı',
      '',
      'Merhaba Ayşe,',
      '',
      'Işıl Güzellik Salonu randevunuzu onayladı. Sizi bekliyoruz!',
      '',
      'İşletme: Işıl Güzellik Salonu',
      'Tarih: 10 Ocak 2030 Perşembe',
      'Saat: 01:30',
      'Hizmet: Saç Kesimi',
      'Uzman: Elif Kaya',
      'Ücret: ₺450',
      '',
      `Randevuyu görüntüle veya iptal et: https://randevu.example/randevu/${token}`,
      '',
      `Takvime ekle: https://randevu.example/api/manage/${token}/calendar.ics`,
      '',
      '--',
      '',
      'Randevu',
    ]);
    expect(rows[1]!.text).toBe(
      `Randevunuz onaylandi: Isil Güzellik Salonu, 10 Ocak 2030 Persembe 01:30, Sac Kesimi. https://randevu.example/randevu/${token}`,
    );
    expect(rows[1]!.text.length).toBeLessThanOrEqual(160);
    expect(rows[2]!.subject).toBe('Yarın randevunuz var – Işıl Güzellik Salonu');
    expect(rows[2]!.text).toContain('Yarın 01:30 saatinde Işıl Güzellik Salonu randevunuz var.');
    expect(rows[3]!.text).toMatch(
      /^Hatirlatma: Isil Güzellik Salonu, 10 Ocak 2030 Persembe 01:30, Sac Kesimi\. Hatirlatmayi kapat: https:\/\/randevu\.example\/api\/u\/[A-Za-z0-9_-]{22}$/,
    );
    expect(rows[3]!.text.length).toBeLessThanOrEqual(160);
    expect(rows[4]!.subject).toBe('Randevunuza 2 saat kaldı – Işıl Güzellik Salonu');
    expect(rows[4]!.text).toContain('Bugün 01:30 saatinde Işıl Güzellik Salonu randevunuz var.');
  });

  it('delivers each reminder when its instant comes, not a second before', async () => {
    const worker = (now: Date) =>
      createOutboxWorker({
        db: t.db,
        channels: { email: createDevChannel('email'), sms: createDevChannel('sms') },
        maxAttempts: 3,
        now: () => now,
      });
    const [appt] = await t.db
      .select({ id: outboxMessages.appointmentId })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'reminder_24h'), eq(outboxMessages.sendAfter, new Date('2030-01-08T22:30:00Z'))));
    const status = async () => Object.fromEntries((await outboxOf(appt!.id!)).map((r) => [`${r.kind}:${r.channel}`, r.status]));
    await worker(new Date('2030-01-08T22:29:59Z')).run();
    expect(await status()).toMatchObject({
      'reminder_24h:email': 'pending',
      'reminder_24h:sms': 'pending',
      'reminder_2h:sms': 'pending',
    });
    await worker(new Date('2030-01-08T22:30:00Z')).run();
    expect(await status()).toMatchObject({
      'reminder_24h:email': 'sent',
      'reminder_24h:sms': 'sent',
      'reminder_2h:email': 'pending',
    });
    await worker(new Date('2030-01-09T20:30:00Z')).run();
    expect(await status()).toMatchObject({ 'reminder_2h:email': 'sent', 'reminder_2h:sms': 'sent' });
  });

  it('schedules no reminder whose time has passed', async () => {
    const soon = new Date(Date.now() + 3 * 60 * 60 * 1000); // in 3 hours: the 24 h reminder is past
    const appt = await createAppointment(t.db, { venueId, expertId, startsAt: soon, customerPhone: '5321112233' });
    expect((await decide(appt.id, 'confirmed')).statusCode).toBe(200);
    const kinds = (await outboxOf(appt.id)).map((r) => `${r.kind}:${r.channel}`);
    expect(kinds).toEqual(['appointment_confirmed:email', 'appointment_confirmed:sms', 'reminder_2h:email', 'reminder_2h:sms']);
  });

  it('withdraws the reminders when the customer cancels, and tells the owner', async () => {
    const appt = await createAppointment(t.db, {
      venueId,
      expertId,
      startsAt: at('2030-02-04', 600),
      userId: user.user.id,
      customerFirstName: 'Ayşe',
      customerLastName: 'Yılmaz',
      customerEmail: user.user.email,
    });
    await decide(appt.id, 'confirmed');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/appointments/${appt.id}/cancel`,
      headers: user.headers,
      payload: { cancellation_reason: 'İşim çıktı' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await outboxOf(appt.id);
    expect(rows.filter((r) => r.kind.startsWith('reminder_')).map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const toOwner = rows.find((r) => r.kind === 'appointment_cancelled_owner')!;
    expect(toOwner).toMatchObject({
      recipient: owner.user.email,
      status: 'pending',
      subject: 'Randevu iptal edildi – 4 Şubat 2030 Pazartesi 10:00',
    });
    expect(toOwner.text).toContain('Ayşe Yılmaz, Işıl Güzellik Salonu için 4 Şubat 2030 Pazartesi 10:00 randevusunu iptal etti.');
    expect(toOwner.text).toContain('Müşterinin açıklaması: İşim çıktı');
  });

  it('tells the customer a rejection with the reason', async () => {
    const appt = await createAppointment(t.db, {
      venueId,
      expertId,
      startsAt: at('2030-02-05', 660),
      customerPhone: '+905321112233',
    });
    expect((await decide(appt.id, 'cancelled', 'Uzmanımız o gün izinli')).statusCode).toBe(200);
    const rows = await outboxOf(appt.id);
    expect(rows.map((r) => `${r.kind}:${r.channel}`)).toEqual(['appointment_rejected:email', 'appointment_rejected:sms']);
    expect(rows[0]!.subject).toBe('Randevu talebiniz reddedildi – Işıl Güzellik Salonu');
    expect(rows[0]!.text).toContain(
      'Işıl Güzellik Salonu, 5 Şubat 2030 Salı 11:00 için randevu talebinizi maalesef onaylayamadı.',
    );
    expect(rows[0]!.text).toContain('İşletmenin açıklaması: Uzmanımız o gün izinli');
    expect(rows[1]!.text).toMatch(
      /^Isil Güzellik Salonu, 5 Subat 2030 Sali 11:00 randevu talebinizi onaylayamadi\. https:\/\/randevu\.example\/[0-9a-f-]+-\d+$/,
    );
  });
});

describe('opt-out', () => {
  it("one click turns the e-mail's reminders from this venue off: pending ones are withdrawn and later confirmations schedule none", async () => {
    const email = `optout.${Date.now()}@example.com`;
    const appt = await createAppointment(t.db, {
      venueId,
      expertId,
      startsAt: at('2030-03-04', 600),
      customerEmail: email,
      customerPhone: '5447776655',
    });
    await decide(appt.id, 'confirmed');
    const confirmation = (await outboxOf(appt.id)).find((r) => r.kind === 'appointment_confirmed' && r.channel === 'email')!;
    const link = /https:\/\/randevu\.example(\/api\/u\/[A-Za-z0-9_-]{22})/.exec(confirmation.text)![1]!;

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Bu e-posta adresine Işıl Güzellik Salonu randevu hatırlatmaları artık gönderilmeyecek.');
    const reminders = (await outboxOf(appt.id)).filter((r) => r.kind.startsWith('reminder_'));
    expect(reminders.filter((r) => r.channel === 'email').every((r) => r.status === 'cancelled')).toBe(true);
    // The phone number typed beside the e-mail is not the link's to silence (issue 21).
    expect(reminders.filter((r) => r.channel === 'sms').every((r) => r.status === 'pending')).toBe(true);
    expect(await t.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.contact, email))).toHaveLength(1);

    const next = await createAppointment(t.db, {
      venueId,
      expertId,
      startsAt: at('2030-03-05', 600),
      customerEmail: email,
      customerPhone: '5447776655',
    });
    await decide(next.id, 'confirmed');
    expect((await outboxOf(next.id)).map((r) => `${r.kind}:${r.channel}`)).toEqual([
      'appointment_confirmed:email',
      'appointment_confirmed:sms',
      'reminder_24h:sms',
      'reminder_2h:sms',
    ]);

    const bad = await t.app.inject({ method: 'GET', url: '/api/u/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Bu bağlantı geçersiz veya süresi dolmuş.');
    // Inline styles of the page are allowed; scripts are not.
    expect(bad.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    expect(bad.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it("owners cannot read or change another owner's venue settings (404)", async () => {
    const other = await registerOwner(t.app);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/owner/venues/${venueId}/notification-settings`,
      headers: other.headers,
    });
    expect(get.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/owner/venues/${venueId}/notification-settings`,
      headers: owner.headers,
    });
    expect(mine.json()).toEqual({
      success: true,
      data: { booking_requests: true, cancellations: true, daily_limit: 200, deferred_today: 0, notice: null },
    });
  });
});

describe('contact form', () => {
  it('e-mails CONTACT_EMAIL with Reply-To set to the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        first_name: 'Zeynep',
        last_name: 'Kılıç',
        email: 'zeynep.kilic@example.com',
        phone: '5320001122',
        business_type: 'guzellik',
        message: 'Salonumu eklemek istiyorum.',
        consent: true,
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.replyTo, 'zeynep.kilic@example.com'));
    expect(row).toMatchObject({
      recipient: t.config.contact.email,
      subject: 'İletişim formu: Zeynep Kılıç',
      kind: 'contact_message',
    });
    expect(row!.text).toContain('Salonumu eklemek istiyorum.');
    expect(row!.text).toContain('İşletme türü: Güzellik');
  });
});
