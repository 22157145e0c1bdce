import { messages } from '@randevu/contracts';
import type { OutboxMessageInput } from '../outbox.repository';
import { fill } from './format';
import { renderEmail } from './layout';

const m = messages.notifications;

/** A message from the /iletisim form, to CONTACT_EMAIL, answerable with Reply. */
/** A contact-form message as the contact module stores it (`businessType` is its code or, here, its label). */
export interface ContactNotice {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  businessType: string;
  message: string;
}

export function contactMessage(to: string, c: ContactNotice): OutboxMessageInput {
  const name = `${c.firstName} ${c.lastName}`.trim();
  const rendered = renderEmail({
    title: m.contactTitle,
    paragraphs: [fill(m.contactBody, { name }), c.message],
    details: [
      [m.labelCustomer, name],
      [m.labelEmail, c.email],
      ...(c.phone ? ([[m.labelPhone, c.phone]] as [string, string][]) : []),
      [m.labelBusinessType, c.businessType],
    ],
  });
  return {
    channel: 'email',
    to,
    subject: fill(m.contactSubject, { name }),
    ...rendered,
    replyTo: c.email,
    kind: 'contact_message',
    dedupeKey: `contact_message:${c.id}`,
  };
}
