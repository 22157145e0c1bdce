import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { messages } from '@randevu/contracts';
import { notificationOptOuts } from '../../db/schema';
import { createAppointment } from '../../../test/factories';
import { at, useAppointmentNotificationsSuite } from './appointment-notifications.test-suite';
import { createChannels } from './channels';
import { enqueueMessages } from './notifications.service';
import { createOutboxWorker } from './outbox.worker';
import { contactMessage, fill } from './templates/appointment-messages';
import { drainEvents } from '../../../test/outbox-events';

const m = messages.notifications;
const { s, outboxOf, decide } = useAppointmentNotificationsSuite();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Every message the worker hands a loopback SMTP server, as raw text by recipient. */
async function deliverOverSmtp(): Promise<Map<string, string>> {
  const received = new Map<string, string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, Buffer.concat(chunks).toString('utf8'));
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const port = (server.server.address() as AddressInfo).port;
    const channels = createChannels({
      notifications: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: 'a@b.co', maxAttempts: 3, pollMs: 1000 },
    });
    await drainEvents(s.t);
    await createOutboxWorker({ db: s.t.db, channels, maxAttempts: 3 }).run();
    await channels.email.close?.();
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
  return received;
}
/** A header of a raw message, its folded lines joined. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1];
const optedOut = (email: string) => s.t.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.contact, email));
const emailReminders = async (id: number) =>
  (await outboxOf(id)).filter((r) => r.kind.startsWith('reminder_') && r.channel === 'email').map((r) => r.status);

describe('one-click unsubscribe (RFC 8058)', () => {
  it('every e-mail with an opt-out link carries List-Unsubscribe and List-Unsubscribe-Post; one without carries neither', async () => {
    const email = `tek.tik.${Date.now()}@example.com`;
    const appt = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
      startsAt: at('2030-03-04', 600),
      customerEmail: email,
      customerPhone: '5447776600',
    });
    expect((await decide(appt.id, 'confirmed')).statusCode).toBe(200);
    const contact = `iletisim.${Date.now()}@example.com`;
    await enqueueMessages(s.t.db, [
      contactMessage(contact, {
        id: 1,
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        email: 'ayse@example.com',
        phone: '5321234567',
        businessType: 'Güzellik',
        message: 'Merhaba',
      }),
    ]);
    const mails = await deliverOverSmtp();
    const confirmation = mails.get(email)!;
    const link = /https:\/\/randevu\.example\/api\/u\/[A-Za-z0-9_-]{22}/.exec(confirmation)![0];
    expect(header(confirmation, 'List-Unsubscribe')).toBe(`<${link}>`);
    expect(header(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mails.get(contact)!, 'List-Unsubscribe')).toBeUndefined();
    expect(header(mails.get(contact)!, 'List-Unsubscribe-Post')).toBeUndefined();

    // The mail client's one-click POST to that URL opts out: the reminders are withdrawn.
    const path = new URL(link).pathname;
    const res = await s.t.app.inject({ method: 'POST', url: path, headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(fill(m.unsubscribeDoneEmail, { venue: 'Işıl Güzellik Salonu' }));
    expect(await optedOut(email)).toHaveLength(1);
    expect(await emailReminders(appt.id)).toEqual(['cancelled', 'cancelled']);
  });

  it('opts out for a multipart one-click POST too; only the page’s explicit action=resubscribe opts back in', async () => {
    const email = `geri.donus.${Date.now()}@example.com`;
    const appt = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
      startsAt: at('2030-03-05', 600),
      customerEmail: email,
      customerPhone: '5447776611',
    });
    await decide(appt.id, 'confirmed');
    const row = (await outboxOf(appt.id)).find((r) => r.kind === 'appointment_confirmed' && r.channel === 'email')!;
    expect(row.listUnsubscribe).toMatch(/^https:\/\/randevu\.example\/api\/u\/[A-Za-z0-9_-]{22}$/);
    const path = new URL(row.listUnsubscribe!).pathname;
    const boundary = 'sinir';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await s.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(res.statusCode).toBe(200);
    expect(await optedOut(email)).toHaveLength(1);

    // The page (GET) shows the form that opts back in, with its explicit field.
    const page = await s.t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain(`<form method="post" action="${path}"`);
    expect(page.body).toContain(`name="action" value="resubscribe"`);
    expect(page.body).toContain(m.resubscribeButton);
    // A bare POST (no field) is not an opt-in: it stays opted out.
    await s.t.app.inject({ method: 'POST', url: path, headers: form, payload: '' });
    expect(await optedOut(email)).toHaveLength(1);
    const back = await s.t.app.inject({ method: 'POST', url: path, headers: form, payload: 'action=resubscribe' });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(fill(m.resubscribeDone, { venue: 'Işıl Güzellik Salonu' }));
    expect(back.body).not.toContain('<form');
    expect(await optedOut(email)).toEqual([]);
  });
});
