import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outboxMessages } from '../../../db/schema';
import { enqueueMessages } from '../notifications.service';
import { createOutboxWorker } from '../outbox.worker';
import { contactMessage } from '../templates/appointment-messages';
import { renderEmail } from '../templates/layout';
import { createChannels } from './index';
import { usePrivateDatabase } from '../../../../test/private-database';

// The worker below claims every due outbox row; on the shared PostgreSQL other files' workers would claim
// this file's rows (and it theirs), so the file has a database of its own.
const own = usePrivateDatabase();

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Quoted-printable and base64 bodies, and RFC 2047 encoded words, back to text (enough for nodemailer's output). */
function decodeMime(raw: string) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head!.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'mi')
      .exec(headers)?.[1]
      ?.replace(/=\?utf-8\?([QB])\?(.*?)\?=\s*/gi, (_a, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : Buffer.from(
              data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_b, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8'),
      );
  const body = rest.join('\n\n');
  const parts = body.split(/--[^\r\n]+\r?\n/).map((part) => {
    const [ph, ...pb] = part.split(/\r?\n\r?\n/);
    const content = pb.join('\n\n');
    const type = /content-type: ([^;\r\n]+)/i.exec(ph ?? '')?.[1] ?? '';
    const qp = /quoted-printable/i.test(ph ?? '');
    const b64 = /base64/i.test(ph ?? '');
    const text = qp
      ? Buffer.from(
          content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_c, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8')
      : b64
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : content;
    return { type, text };
  });
  return { header, parts };
}

describe('e-mail over SMTP (a real SMTP server on loopback)', () => {
  it('delivers recipient, subject, reply-to, the Turkish HTML and the plain-text part', async () => {
    const received: { from: string; to: string[]; raw: string; user?: string }[] = [];
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _s, cb) {
        cb(null, { user: auth.username });
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const channels = createChannels({
        notifications: {
          smtpUrl: `smtp://posta:gizli@127.0.0.1:${port}?ignoreTLS=true`,
          mailFrom: 'Randevu <bildirim@randevu.com.tr>',
          maxAttempts: 3,
          pollMs: 1000,
        },
      });
      expect(channels.email).toMatchObject({ name: 'smtp', live: true });
      const to = `ayse-${unique()}@example.com`;
      const msg = contactMessage(to, {
        id: Math.floor(Math.random() * 1e9),
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        email: 'ayse.yilmaz@example.com',
        phone: '5321234567',
        businessType: 'Güzellik',
        message: 'Salonumu eklemek istiyorum; çalışma saatlerim 09:00–18:00.',
      });
      await enqueueMessages(own.db, [msg]);
      await createOutboxWorker({ db: own.db, channels, maxAttempts: 3 }).run();
      await channels.email.close?.();

      const mail = received.find((r) => r.to.includes(to))!;
      expect(mail).toBeDefined();
      expect(mail.from).toBe('bildirim@randevu.com.tr');
      expect(mail.user).toBe('posta');
      const { header, parts } = decodeMime(mail.raw);
      expect(header('Subject')).toBe('İletişim formu: Ayşe Yılmaz');
      expect(header('To')).toBe(to);
      expect(header('Reply-To')).toBe('ayse.yilmaz@example.com');
      const text = parts.find((p) => p.type === 'text/plain')!.text;
      const html = parts.find((p) => p.type === 'text/html')!.text;
      expect(text).toContain('İletişim formundan yeni mesaj');
      expect(text).toContain('Ayşe Yılmaz iletişim formundan yazdı. Yanıtlamak için bu e-postayı yanıtlayın.');
      expect(text).toContain('Salonumu eklemek istiyorum; çalışma saatlerim 09:00–18:00.');
      expect(text).toContain('İşletme türü: Güzellik');
      expect(html).toContain(
        '<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:700;color:#18181b">İletişim formundan yeni mesaj</h1>',
      );
      const [row] = await own.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(row!.lastError).toMatch(/^message-id </);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('retries when the SMTP server refuses the message', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _s, cb) {
        stream.resume();
        stream.on('end', () => cb(Object.assign(new Error('Geçici hata, sonra deneyin'), { responseCode: 451 })));
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const channels = createChannels({
        notifications: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: 'a@b.co', maxAttempts: 3, pollMs: 1000 },
      });
      const to = `refused-${unique()}@example.com`;
      await enqueueMessages(own.db, [
        { channel: 'email', to, subject: 'Konu', ...renderEmail({ title: 'Başlık', paragraphs: ['Metin'] }), kind: 'test' },
      ]);
      await createOutboxWorker({ db: own.db, channels, maxAttempts: 3 }).run();
      await channels.email.close?.();
      const [row] = await own.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toContain('451');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('SMS over NetGSM (a real HTTP server on loopback playing the gateway)', () => {
  it('posts number, text, sender and credentials, and retries a gateway error', async () => {
    const requests: { auth?: string; path?: string; body: Record<string, unknown> }[] = [];
    let failNext = 1;
    const server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        requests.push({
          auth: req.headers.authorization,
          path: req.url,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        });
        res.setHeader('content-type', 'application/json');
        if (failNext > 0) {
          failNext--;
          res.statusCode = 500;
          res.end(JSON.stringify({ code: '50', description: 'sistem hatası' }));
          return;
        }
        res.end(JSON.stringify({ code: '00', jobid: '17377215342605050417149344', description: 'queued' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const channels = createChannels({
        notifications: {
          mailFrom: 'a@b.co',
          maxAttempts: 3,
          pollMs: 1000,
          sms: {
            provider: 'netgsm',
            username: '8508401234',
            password: 'Api.Sifre1',
            header: 'RANDEVU',
            apiUrl: `http://127.0.0.1:${port}/sms/rest/v2/send`,
          },
        },
      });
      expect(channels.sms).toMatchObject({ name: 'netgsm', live: true });
      const to = `+90532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const text = 'Randevunuz onaylandi: Isil Güzellik Salonu, 25 Kasim 2026 Carsamba 14:30.';
      await enqueueMessages(own.db, [{ channel: 'sms', to, text, kind: 'test' }]);
      // A millisecond on: Date has millisecond precision and PostgreSQL's now() microseconds, so a clock read in
      // the same millisecond as the insert would be earlier than the row's send_after, and the row not yet due.
      let clock = new Date(Date.now() + 1);
      const worker = createOutboxWorker({ db: own.db, channels, maxAttempts: 3, backoffBaseMs: 1000, now: () => clock });
      await worker.run();
      let [row] = await own.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'netgsm HTTP 500 code 50 sistem hatası' });

      clock = new Date(clock.getTime() + 5000);
      await worker.run();
      [row] = await own.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: 'netgsm jobid 17377215342605050417149344' });

      const mine = requests.filter((r) => (r.body.messages as { no: string }[])[0]!.no === to.slice(1));
      expect(mine).toHaveLength(2);
      expect(mine[1]).toEqual({
        auth: `Basic ${Buffer.from('8508401234:Api.Sifre1').toString('base64')}`,
        path: '/sms/rest/v2/send',
        body: { msgheader: 'RANDEVU', encoding: 'TR', iysfilter: '0', messages: [{ msg: text, no: to.slice(1) }] },
      });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
