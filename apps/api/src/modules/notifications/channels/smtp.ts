import { createRequire } from 'node:module';
import type { Channel } from './channel';

// Loaded when an SMTP channel is made, not with the server: without SMTP_URL it is never needed (decision record 025).
const loadNodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');

/**
 * RFC 2369's `List-Unsubscribe` with RFC 8058's one-click `List-Unsubscribe-Post` (decision 054): a mail client's
 * "unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the e-mail's own opt-out link, which opts out.
 */
export const oneClickUnsubscribe = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

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
        ...(m.listUnsubscribe ? { headers: oneClickUnsubscribe(m.listUnsubscribe) } : {}),
      });
      return { note: typeof info.messageId === 'string' ? `message-id ${info.messageId}` : undefined };
    },
    close: () => transport.close(),
  };
}
