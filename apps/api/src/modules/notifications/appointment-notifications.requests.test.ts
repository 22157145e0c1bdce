import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import { drainEvents } from '../../../test/outbox-events';
import { SAC_KESIMI } from '../../../test/factories';
import { addDays } from '../../lib/time';
import { nextMonday, useAppointmentNotificationsSuite } from './appointment-notifications.test-suite';

const { s, outboxOf } = useAppointmentNotificationsSuite();

describe('booking request received', () => {
  it('writes the customer and owner e-mails in the booking transaction', async () => {
    const date = nextMonday();
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/appointments/public',
      payload: {
        first_name: 'Mehmet',
        last_name: 'Demir',
        email: 'mehmet.demir@example.com',
        phone: '+905329998877',
        expert_id: s.expertId,
        venue_id: s.venueId,
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
      ['booking_received_owner', 'email', s.owner.user.email, 'pending'],
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
      `Randevu taleplerini gör: https://randevu.example/dashboard/owner/venue-appointments/${s.venueId}?filter=pending&appointment=${id}`,
    );
  });

  it('writes nothing for a booking that fails (the slot is taken: the transaction rolls back)', async () => {
    const date = addDays(nextMonday(), 7);
    const body = {
      first_name: 'Can',
      last_name: 'Er',
      email: 'can.er@example.com',
      phone: '+905320000001',
      expert_id: s.expertId,
      venue_id: s.venueId,
      service_id: SAC_KESIMI,
      appointment_date: date,
      appointment_time: '11:00',
    };
    const [a, b] = await Promise.all([
      s.t.app.inject({ method: 'POST', url: '/appointments/public', payload: body }),
      s.t.app.inject({ method: 'POST', url: '/appointments/public', payload: { ...body, email: 'can.er2@example.com' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    await drainEvents(s.t);
    const rows = await s.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'can.er2@example.com'));
    const rows1 = await s.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'can.er@example.com'));
    expect(rows.length + rows1.length).toBe(1);
  });

  it('sends the owner nothing when the venue turned booking requests off', async () => {
    const put = await s.t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${s.venueId}/notification-settings`,
      headers: s.owner.headers,
      payload: { booking_requests: false, cancellations: true },
    });
    expect(put.json()).toMatchObject({ success: true, data: { booking_requests: false, cancellations: true } });
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/user/appointments',
      headers: s.user.headers,
      payload: {
        expert_id: s.expertId,
        venue_id: s.venueId,
        service_id: SAC_KESIMI,
        appointment_date: nextMonday(),
        appointment_time: '15:00',
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await outboxOf((res.json() as { data: { id: number } }).data.id);
    expect(rows.map((r) => r.kind)).toEqual(['booking_received_customer']);
    // Every customer's e-mail names their manage link, a signed-in user's too.
    expect(rows[0]!.text).toMatch(
      /\nRandevuyu görüntüle veya iptal et: https:\/\/randevu\.example\/randevu\/[A-Za-z0-9_-]{22}\n/,
    );
    await s.t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${s.venueId}/notification-settings`,
      headers: s.owner.headers,
      payload: { booking_requests: true, cancellations: true },
    });
  });
});

describe('contact form', () => {
  it('e-mails CONTACT_EMAIL with Reply-To set to the sender', async () => {
    const res = await s.t.app.inject({
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
    const [row] = await s.t.db.select().from(outboxMessages).where(eq(outboxMessages.replyTo, 'zeynep.kilic@example.com'));
    expect(row).toMatchObject({
      recipient: s.t.config.contact.email,
      subject: 'İletişim formu: Zeynep Kılıç',
      kind: 'contact_message',
    });
    expect(row!.text).toContain('Salonumu eklemek istiyorum.');
    expect(row!.text).toContain('İşletme türü: Güzellik');
  });
});
