import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationOptOuts } from '../../db/schema';
import { registerOwner } from '../../../test/auth-helpers';
import { createAppointment } from '../../../test/factories';
import { at, useAppointmentNotificationsSuite } from './appointment-notifications.test-suite';

const { s, outboxOf, decide } = useAppointmentNotificationsSuite();

describe('opt-out', () => {
  it("one click turns the e-mail's reminders from this venue off: pending ones are withdrawn and later confirmations schedule none", async () => {
    const email = `optout.${Date.now()}@example.com`;
    const appt = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
      startsAt: at('2030-03-04', 600),
      customerEmail: email,
      customerPhone: '5447776655',
    });
    await decide(appt.id, 'confirmed');
    const confirmation = (await outboxOf(appt.id)).find((r) => r.kind === 'appointment_confirmed' && r.channel === 'email')!;
    const link = /https:\/\/randevu\.example(\/api\/u\/[A-Za-z0-9_-]{22})/.exec(confirmation.text)![1]!;

    const page = await s.t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Bu e-posta adresine Işıl Güzellik Salonu randevu hatırlatmaları artık gönderilmeyecek.');
    const reminders = (await outboxOf(appt.id)).filter((r) => r.kind.startsWith('reminder_'));
    expect(reminders.filter((r) => r.channel === 'email').every((r) => r.status === 'cancelled')).toBe(true);
    // The phone number typed beside the e-mail is not the link's to silence.
    expect(reminders.filter((r) => r.channel === 'sms').every((r) => r.status === 'pending')).toBe(true);
    expect(await s.t.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.contact, email))).toHaveLength(1);

    const next = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
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

    const bad = await s.t.app.inject({ method: 'GET', url: '/api/u/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Bu bağlantı geçersiz veya süresi dolmuş.');
    // Inline styles of the page are allowed; scripts are not.
    expect(bad.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    expect(bad.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it("owners cannot read or change another owner's venue settings (404)", async () => {
    const other = await registerOwner(s.t.app);
    const get = await s.t.app.inject({
      method: 'GET',
      url: `/api/owner/venues/${s.venueId}/notification-settings`,
      headers: other.headers,
    });
    expect(get.statusCode).toBe(404);
    const mine = await s.t.app.inject({
      method: 'GET',
      url: `/api/owner/venues/${s.venueId}/notification-settings`,
      headers: s.owner.headers,
    });
    expect(mine.json()).toEqual({
      success: true,
      data: {
        booking_requests: true,
        cancellations: true,
        booking_requests_sms: false,
        sms_name: null,
        owner_sms_phone: null,
        daily_limit: 200,
        deferred_today: 0,
        notice: null,
      },
    });
  });
});
