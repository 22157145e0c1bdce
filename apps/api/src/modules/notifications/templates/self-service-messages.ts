import { messages, venueSegment } from '@randevu/contracts';
import type { OutboxMessageInput } from '../outbox.repository';
import type { AppointmentContext } from '../notifications.repository';
import { renderEmail } from './layout';
import {
  customerEmail,
  customerSms,
  customerUrl,
  details,
  fill,
  ownerEmail,
  vars,
  type MessageLinks,
} from './appointment-messages';
import { formatVenueInstant } from './format';

const m = messages.notifications;

/** The time and expert a reschedule left (the last row of appointment_moves). */
export interface MovedFrom {
  startsAt: Date;
  expertName: string;
}

/**
 * The customer rescheduled (decision 036): the owner hears the old and the new time, and that the new one
 * awaits their answer when it is a request again. The dedupe key names the moment, so each reschedule is told.
 */
export function rescheduledMessages(
  ctx: AppointmentContext,
  links: MessageLinks,
  from: MovedFrom,
  now: Date,
): OutboxMessageInput[] {
  const v = vars(ctx);
  const old = formatVenueInstant(from.startsAt);
  const body = fill(m.rescheduledBody, { ...v, oldDate: old.date, oldTime: old.time });
  const msg = ownerEmail(ctx, links, 'appointment_rescheduled_owner', fill(m.rescheduledSubject, v), {
    preheader: body,
    title: m.rescheduledTitle,
    paragraphs: ctx.status === 'pending' ? [body, m.rescheduledPending] : [body],
    details: details(v, [
      [m.labelCustomer, v.customer],
      [m.labelPhone, ctx.customerPhone],
    ]),
  });
  return [{ ...msg, dedupeKey: `appointment_rescheduled_owner:${ctx.id}:${now.getTime()}:email` }];
}

/**
 * A request nobody decided in time expired (decision 036): the customer hears it by e-mail and SMS, with a link to
 * book again on the venue's page (`/{slug}-{venueId}`, decision 081), whether they have an account or not.
 */
export function expiredMessages(ctx: AppointmentContext, links: MessageLinks): OutboxMessageInput[] {
  const v = vars(ctx);
  const url = `${links.publicUrl}/${venueSegment({ id: ctx.venueId, name: ctx.venueName })}`;
  const body = fill(m.expiredBody, v);
  const rendered = renderEmail({
    preheader: body,
    title: m.expiredTitle,
    paragraphs: [fill(m.greeting, v), body],
    details: details(v),
    cta: { label: m.ctaBookAgain, url },
  });
  const email: OutboxMessageInput = {
    channel: 'email',
    to: ctx.customerEmail,
    subject: fill(m.expiredSubject, v),
    ...rendered,
    kind: 'appointment_expired',
    appointmentId: ctx.id,
    dedupeKey: `appointment_expired:${ctx.id}:email`,
    venueId: ctx.venueId,
  };
  return [email, ...customerSms(ctx, 'appointment_expired', (venue) => fill(m.expiredSms, { ...v, venue, url }))];
}

/**
 * The appointment's links were revoked (decision 054): the customer gets the new manage link by e-mail and SMS. The
 * dedupe key names the moment, so each renewal is sent.
 */
export function linkRenewedMessages(ctx: AppointmentContext, links: MessageLinks, now: Date): OutboxMessageInput[] {
  const v = vars(ctx);
  const url = customerUrl(ctx, links);
  const key = `manage_link_renewed:${ctx.id}:${now.getTime()}`;
  const body = fill(m.linkRenewedBody, v);
  return [
    customerEmail(
      ctx,
      links,
      'manage_link_renewed',
      fill(m.linkRenewedSubject, v),
      { preheader: body, title: m.linkRenewedTitle, paragraphs: [fill(m.greeting, v), body], details: details(v) },
      { dedupeKey: `${key}:email` },
    ),
    ...customerSms(ctx, 'manage_link_renewed', (venue) => fill(m.linkRenewedSms, { ...v, venue, url }), {
      dedupeKey: `${key}:sms`,
    }),
  ];
}
