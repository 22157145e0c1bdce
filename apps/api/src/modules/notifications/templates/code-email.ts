import type { OutboxMessageInput } from '../outbox.repository';
import { renderEmail } from './layout';

/** The catalogue texts of a one-time-code e-mail (password reset, e-mail verification). */
export interface CodeEmailTexts {
  emailSubject: string;
  emailTitle: string;
  emailIntro: string;
  emailValidity: string;
  emailCodeLabel: string;
  emailIgnore: string;
}

/** A one-time-code e-mail: the shared layout (HTML with a plain-text part), in Turkish. */
export function renderCodeEmail(t: CodeEmailTexts, code: string): { subject: string; text: string; html: string } {
  const { html, text } = renderEmail({
    preheader: `${t.emailCodeLabel}: ${code}`,
    title: t.emailTitle,
    paragraphs: [t.emailIntro, t.emailValidity],
    details: [[t.emailCodeLabel, code]],
    footer: { text: t.emailIgnore },
  });
  return { subject: t.emailSubject, text, html };
}

/** The outbox row that mails a rendered code e-mail to `to`. */
export const codeEmailMessage = (
  to: string,
  mail: { subject: string; text: string; html: string },
  kind: string,
): OutboxMessageInput => ({ channel: 'email', to, subject: mail.subject, text: mail.text, html: mail.html, kind });
