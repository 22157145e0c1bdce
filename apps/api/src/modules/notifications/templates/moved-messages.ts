import { messages } from '@randevu/contracts';
import type { OutboxMessageInput } from '../outbox.repository';
import type { AppointmentContext } from '../notifications.repository';
import { customerEmail, customerSms, customerUrl, details, fill, vars, type MessageLinks } from './appointment-messages';

const m = messages.notifications;

/**
 * Moved by the owner: the new time, expert and service by e-mail and SMS. The dedupe key names the move's
 * moment, so a second move (even back to the first time) is told again.
 */
export function movedMessages(ctx: AppointmentContext, links: MessageLinks, now: Date): OutboxMessageInput[] {
  const v = vars(ctx);
  const url = customerUrl(ctx, links);
  const key = `appointment_moved:${ctx.id}:${now.getTime()}`;
  return [
    customerEmail(
      ctx,
      links,
      'appointment_moved',
      fill(m.movedSubject, v),
      {
        preheader: fill(m.movedBody, v),
        title: m.movedTitle,
        paragraphs: [fill(m.greeting, v), fill(m.movedBody, v)],
        details: details(v),
      },
      { dedupeKey: `${key}:email` },
    ),
    ...customerSms(ctx, 'appointment_moved', (venue) => fill(m.movedSms, { ...v, venue, url }), {
      dedupeKey: `${key}:sms`,
    }),
  ];
}
