import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { users, venues } from '../../db/schema';
import { SAC_KESIMI } from '../../../test/factories';
import { registerOwner } from '../../../test/auth-helpers';
import { nextMonday, useAppointmentNotificationsSuite } from './appointment-notifications.test-suite';
import { createNetgsmChannel } from './channels/netgsm';

/** A NetGSM gateway on loopback: answers '00' and keeps each request's JSON body. */
async function loopbackGateway() {
  const bodies: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: '00', jobid: '42' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/rest/v2/send`;
  return { bodies, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const { s, outboxOf } = useAppointmentNotificationsSuite();
const url = () => `/api/owner/venues/${s.venueId}/notification-settings`;
const get = () => s.t.app.inject({ method: 'GET', url: url(), headers: s.owner.headers });
const put = (payload: object, headers: Record<string, string> = s.owner.headers) =>
  s.t.app.inject({ method: 'PUT', url: url(), headers, payload });

describe('the owner SMS settings', () => {
  it('refuses a short name over 20 characters with the Turkish text, and nobody else may change them; nothing changes', async () => {
    const before = (await get()).json();
    const long = await put({ booking_requests: true, cancellations: true, sms_name: 'Işıl Güzellik Salonu Şişli' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ sms_name: messages.notifications.smsNameTooLong });
    expect((await put({ booking_requests: true, cancellations: true, booking_requests_sms: true }, {})).statusCode).toBe(401);
    expect(
      (await put({ booking_requests: true, cancellations: true, booking_requests_sms: true }, s.user.headers)).statusCode,
    ).toBe(403);
    const other = await registerOwner(s.t.app);
    const theirs = await put({ booking_requests: true, cancellations: true, booking_requests_sms: true }, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'GET', url: url(), headers: other.headers })).statusCode).toBe(404);
    expect((await get()).json()).toEqual(before);
    expect(before.data).toMatchObject({ booking_requests_sms: false, sms_name: null });
  });

  it('texts the owner a new request with the link to the waiting requests, under the short name', async () => {
    await s.t.db.update(users).set({ phone: null }).where(eq(users.id, s.owner.user.id));
    await s.t.db.update(venues).set({ phone: '05329990011' }).where(eq(venues.id, s.venueId));
    const saved = await put({
      booking_requests: true,
      cancellations: true,
      booking_requests_sms: true,
      sms_name: '  Işıl Şişli  ',
    });
    expect(saved.json().data).toMatchObject({
      booking_requests_sms: true,
      sms_name: 'Işıl Şişli',
      owner_sms_phone: '0532 999 00 11',
    });
    // A client that sends only the e-mail choices keeps the SMS ones.
    expect((await put({ booking_requests: true, cancellations: true })).json().data).toMatchObject({
      booking_requests_sms: true,
      sms_name: 'Işıl Şişli',
    });

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
        appointment_date: nextMonday(),
        appointment_time: '11:00',
      },
    });
    expect(res.statusCode).toBe(201);
    const appointmentId = res.json().data.id as number;
    const rows = await outboxOf(appointmentId);
    const sms = rows.find((r) => r.kind === 'booking_received_owner' && r.channel === 'sms')!;
    expect(sms.recipient).toBe('+905329990011');
    expect(sms.text).toMatch(
      new RegExp(
        `^Yeni randevu talebi: Mehmet Demir, \\d{1,2} \\S+ \\d{4} \\S+ 11:00, Saç Kesimi\\. Yanıtlayın: https://randevu\\.example/dashboard/owner/venue-appointments/${s.venueId}\\?filter=pending&appointment=${appointmentId}$`,
      ),
    );
    // The gateway gets it as written, in GSM-7 with the Turkish shift table (decision 079).
    const gateway = await loopbackGateway();
    try {
      const channel = createNetgsmChannel({ username: 'u', password: 'p', header: 'RANDEVU', apiUrl: gateway.url });
      const sent = await channel.send({
        id: sms.id,
        channel: 'sms',
        to: sms.recipient,
        subject: null,
        text: sms.text,
        html: null,
        replyTo: null,
        listUnsubscribe: null,
        kind: sms.kind,
      });
      expect(sent.note).toBe('netgsm jobid 42');
      expect(gateway.bodies).toEqual([
        { msgheader: 'RANDEVU', encoding: 'TR', iysfilter: '0', messages: [{ msg: sms.text, no: '905329990011' }] },
      ]);
    } finally {
      await gateway.close();
    }
    const email = rows.find((r) => r.kind === 'booking_received_owner' && r.channel === 'email')!;
    expect(email.text).toContain(`/dashboard/owner/venue-appointments/${s.venueId}?filter=pending&appointment=${appointmentId}`);
  });
});
