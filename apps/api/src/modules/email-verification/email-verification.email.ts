import { messages } from '@randevu/contracts';
import { renderEmail } from '../notifications/templates/layout';

const t = messages.emailVerification;

/** The verification-code e-mail: the shared layout (HTML with a plain-text part), in Turkish. */
export function renderEmailVerificationCodeEmail(code: string): { subject: string; text: string; html: string } {
  const { html, text } = renderEmail({
    preheader: `${t.emailCodeLabel}: ${code}`,
    title: t.emailTitle,
    paragraphs: [t.emailIntro, t.emailValidity],
    details: [[t.emailCodeLabel, code]],
    footer: { text: t.emailIgnore },
  });
  return { subject: t.emailSubject, text, html };
}
