import { smsSegments } from './channels/sms-text';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import { createAppointment } from '../../../test/factories';
import { createDevChannel } from './channels/dev';
import { createOutboxWorker } from './outbox.worker';
import { at, useAppointmentNotificationsSuite } from './appointment-notifications.test-suite';

const { s, outboxOf, decide } = useAppointmentNotificationsSuite();

describe('confirm, reminders, cancel', () => {
  // 01:30 in Istanbul on 10 January 2030 is 22:30 UTC on the 9th: the test's TZ=UTC sees another date.
  const date = '2030-01-10';
  const startsAt = at(date, 90);

  it('confirms with an e-mail and an SMS and schedules the 24 h and 2 h reminders at the right instants', async () => {
    expect(startsAt.toISOString()).toBe('2030-01-09T22:30:00.000Z');
    const appt = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
      startsAt,
      userId: s.user.user.id,
      customerFirstName: 'Ayşe',
      customerLastName: 'Yılmaz',
      customerEmail: s.user.user.email,
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
      ['appointment_confirmed', 'email', s.user.user.email, 'now'],
      ['appointment_confirmed', 'sms', '+905321234567', 'now'],
      ['reminder_24h', 'email', s.user.user.email, '2030-01-08T22:30:00.000Z'],
      ['reminder_24h', 'sms', '+905321234567', '2030-01-08T22:30:00.000Z'],
      ['reminder_2h', 'email', s.user.user.email, '2030-01-09T20:30:00.000Z'],
      ['reminder_2h', 'sms', '+905321234567', '2030-01-09T20:30:00.000Z'],
    ]);
    const email = rows[0]!;
    expect(email.subject).toBe('Randevunuz onaylandı – Işıl Güzellik Salonu');
    const lines = email.text.split('\n');
    const optOut = lines.findIndex((l) => l.startsWith('Hatırlatma mesajları'));
    const cta = lines.findIndex((l) => l.startsWith('Randevuyu görüntüle'));
    expect(lines[optOut]).toMatch(
      /^Hatırlatma mesajları almak istemiyorsanız: Hatırlatmaları kapat: https:\/\/randevu\.example\/api\/u\/[A-Za-z0-9_-]{22}$/,
    );
    // The owner's confirmation issues a new manage link (only hashes are kept): the button and the calendar file.
    const token = /\/randevu\/([A-Za-z0-9_-]{22})$/.exec(lines[cta]!)![1]!;
    expect([...lines.slice(0, optOut), ...lines.slice(optOut + 1)]).toEqual([
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
      'Adres: Saraçlar Caddesi No: 12, 1.murat Mahallesi, Merkez/Edirne',
      '',
      `Randevuyu görüntüle veya iptal et: https://randevu.example/randevu/${token}`,
      '',
      `Yol tarifi: https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Saraçlar Caddesi No: 12, 1.murat Mahallesi, Merkez/Edirne')}`,
      '',
      `Takvime ekle: https://randevu.example/api/manage/${token}/calendar.ics`,
      '',
      '--',
      '',
      'Randevu',
    ]);
    expect(rows[1]!.text).toBe(
      `Randevunuz onaylandı: Işıl Güzellik Salonu, 10 Ocak 2030 Perşembe 01:30, Saç Kesimi. https://randevu.example/randevu/${token}`,
    );
    expect(smsSegments(rows[1]!.text)).toMatchObject({ encoding: 'gsm7-tr', segments: 1 });
    expect(rows[2]!.subject).toBe('Yarın randevunuz var – Işıl Güzellik Salonu');
    expect(rows[2]!.text).toContain('Yarın 01:30 saatinde Işıl Güzellik Salonu randevunuz var.');
    expect(rows[3]!.text).toMatch(
      /^Hatırlatma: Işıl Güzellik Salonu, 10 Ocak 2030 Perşembe 01:30, Saç Kesimi\. Tel: \S+ \d{3} \d{2} \d{2}\. Hatırlatmayı kapat: https:\/\/randevu\.example\/api\/u\/[A-Za-z0-9_-]{22}$/,
    );
    expect(smsSegments(rows[3]!.text).segments).toBeLessThanOrEqual(2);
    expect(rows[4]!.subject).toBe('Randevunuza 2 saat kaldı – Işıl Güzellik Salonu');
    expect(rows[4]!.text).toContain('Bugün 01:30 saatinde Işıl Güzellik Salonu randevunuz var.');
  });

  it('delivers each reminder when its instant comes, not a second before', async () => {
    const worker = (now: Date) =>
      createOutboxWorker({
        db: s.t.db,
        channels: { email: createDevChannel('email'), sms: createDevChannel('sms') },
        maxAttempts: 3,
        now: () => now,
      });
    const [appt] = await s.t.db
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
    const appt = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
      startsAt: soon,
      customerPhone: '5321112233',
    });
    expect((await decide(appt.id, 'confirmed')).statusCode).toBe(200);
    const kinds = (await outboxOf(appt.id)).map((r) => `${r.kind}:${r.channel}`);
    expect(kinds).toEqual(['appointment_confirmed:email', 'appointment_confirmed:sms', 'reminder_2h:email', 'reminder_2h:sms']);
  });

  it('withdraws the reminders when the customer cancels, and tells the owner', async () => {
    const appt = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
      startsAt: at('2030-02-04', 600),
      userId: s.user.user.id,
      customerFirstName: 'Ayşe',
      customerLastName: 'Yılmaz',
      customerEmail: s.user.user.email,
    });
    await decide(appt.id, 'confirmed');
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/api/user/appointments/${appt.id}/cancel`,
      headers: s.user.headers,
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
      recipient: s.owner.user.email,
      status: 'pending',
      subject: 'Randevu iptal edildi – 4 Şubat 2030 Pazartesi 10:00',
    });
    expect(toOwner.text).toContain('Ayşe Yılmaz, Işıl Güzellik Salonu için 4 Şubat 2030 Pazartesi 10:00 randevusunu iptal etti.');
    expect(toOwner.text).toContain('Müşterinin açıklaması: İşim çıktı');
  });

  it('tells the customer a rejection with the reason', async () => {
    const appt = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
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
      /^Işıl Güzellik Salonu, 5 Şubat 2030 Salı 11:00 randevu talebinizi onaylayamadı\. https:\/\/randevu\.example\/isil-guzellik-salonu-\d+$/,
    );
  });
});
