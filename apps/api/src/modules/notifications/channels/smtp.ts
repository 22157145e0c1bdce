import nodemailer from 'nodemailer';
import type { Channel } from './channel';

/** E-mail over SMTP (SMTP_URL, MAIL_FROM). Timeouts stay well inside the worker's lease. */
export function createSmtpChannel(opts: { url: string; from: string }): Channel {
  const transport = nodemailer.createTransport(
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
