import { createRequire } from 'node:module';
import type { Channel } from './channel';

// Loaded when an SMTP channel is made, not with the server: without SMTP_URL it is never needed (decision record 025).
const loadNodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');

/** E-mail over SMTP (SMTP_URL, MAIL_FROM). Timeouts stay well inside the worker's lease. */
export function createSmtpChannel(opts: { url: string; from: string }): Channel {
  const transport = loadNodemailer().createTransport(
    { url: opts.url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 },
    { from: opts.from },
  );
  return {
    channel: 'email',
    name: 'smtp',
    live: true,
    async send(m) {
      const info = await transport.sendMail({
        to: m.to,
        subject: m.subject ?? '',
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      });
      return { note: typeof info.messageId === 'string' ? `message-id ${info.messageId}` : undefined };
    },
    close: () => transport.close(),
  };
}
