import { directionsUrl, formatKurus, messages, venueSegment } from '@randevu/contracts';
import type { OutboxMessageInput } from '../outbox.repository';
import type { AppointmentContext } from '../notifications.repository';
import { formatPhoneForSms, shortenAtWord, toSmsText } from '../channels/sms-text';
import { fill, formatVenueInstant } from './format';
import { renderEmail, type EmailContent } from './layout';
import { customerSms, ownerSms } from './sms-messages';

const m = messages.notifications;
const HOUR = 60 * 60 * 1000;

export { fill };

export interface MessageLinks {
  publicUrl: string;
  /** The customer's one-click reminder opt-out for their e-mail at this venue, when one was issued. */
  optOutUrl?: string | null;
  /** The same for their phone number (SMS reminders); only SMS carry it. */
  smsOptOutUrl?: string | null;
  /** The customer's manage link and its calendar file (decision 037), when one was issued for this message. */
  manageUrl?: string | null;
  calendarUrl?: string | null;
}

export const REMINDERS = [
  { kind: 'reminder_24h', before: 24 * HOUR, subject: m.reminder24Subject, body: m.reminder24Body },
  { kind: 'reminder_2h', before: 2 * HOUR, subject: m.reminder2Subject, body: m.reminder2Body },
] as const;
export const REMINDER_KINDS: string[] = REMINDERS.map((r) => r.kind);

export function vars(ctx: AppointmentContext) {
  const { date, time } = formatVenueInstant(ctx.startsAt);
  return {
    venue: ctx.venueName,
    date,
    time,
    service: ctx.subServiceName ? `${ctx.serviceName} – ${ctx.subServiceName}` : ctx.serviceName,
    expert: ctx.expertName,
    price: formatKurus(ctx.priceKurus),
    customer: `${ctx.customerFirstName} ${ctx.customerLastName}`.trim(),
    name: ctx.customerFirstName,
    reason: ctx.cancellationReason ?? '',
    phone: formatPhoneForSms(ctx.venuePhone),
    address: ctx.venueFullAddress,
  };
}

export function details(v: ReturnType<typeof vars>, extra: [string, string][] = []): [string, string][] {
  return [
    [m.labelVenue, v.venue],
    [m.labelDate, v.date],
    [m.labelTime, v.time],
    [m.labelService, v.service],
    [m.labelExpert, v.expert],
    [m.labelPrice, v.price],
    [messages.mapLinks.address, v.address],
    ...extra,
  ];
}

export const customerUrl = (ctx: AppointmentContext, links: MessageLinks) =>
  links.manageUrl ??
  (ctx.userId !== null
    ? `${links.publicUrl}/dashboard/user/appointments`
    : `${links.publicUrl}/${venueSegment({ id: ctx.venueId, name: ctx.venueName })}`);
const ctaLabel = (ctx: AppointmentContext, links: MessageLinks) =>
  links.manageUrl ? messages.manage.ctaManage : ctx.userId !== null ? m.ctaMyAppointments : m.ctaVenue;
const ownerUrl = (ctx: AppointmentContext, links: MessageLinks) =>
  `${links.publicUrl}/dashboard/owner/venue-appointments/${ctx.venueId}`;
/**
 * The owner's requests page on its 'Bekleyenler' tab, where the new request waits (decision 080), naming the request:
 * the page scrolls to it, marks and focuses it, or says it is no longer waiting (decision 096).
 */
export const ownerRequestUrl = (ctx: AppointmentContext, links: MessageLinks) =>
  `${ownerUrl(ctx, links)}?filter=pending&appointment=${ctx.id}`;

export function customerEmail(
  ctx: AppointmentContext,
  links: MessageLinks,
  kind: string,
  subject: string,
  content: Omit<EmailContent, 'cta' | 'footer'>,
  extra: Partial<OutboxMessageInput> = {},
): OutboxMessageInput {
  const rendered = renderEmail({
    ...content,
    cta: { label: ctaLabel(ctx, links), url: customerUrl(ctx, links) },
    links: [
      { label: messages.mapLinks.directions, url: directionsUrl(ctx.venueFullAddress) },
      ...(links.calendarUrl ? [{ label: messages.manage.calendarLink, url: links.calendarUrl }] : []),
    ],
    ...(links.optOutUrl ? { footer: { text: m.optOutText, link: { label: m.optOutLink, url: links.optOutUrl } } } : {}),
  });
  return {
    channel: 'email',
    to: ctx.customerEmail,
    subject,
    ...rendered,
    // The headers a mail client's own "unsubscribe" button uses (RFC 8058, decision 054).
    listUnsubscribe: links.optOutUrl ?? null,
    kind,
    appointmentId: ctx.id,
    dedupeKey: `${kind}:${ctx.id}:email`,
    venueId: ctx.venueId,
    ...extra,
  };
}

export function ownerEmail(
  ctx: AppointmentContext,
  links: MessageLinks,
  kind: string,
  subject: string,
  content: Omit<EmailContent, 'cta' | 'footer'>,
  url = ownerUrl(ctx, links),
) {
  const rendered = renderEmail({
    ...content,
    cta: { label: m.ctaOwner, url },
    footer: {
      text: m.ownerSettingsText,
      link: { label: m.settingsTitle, url: `${links.publicUrl}/dashboard/owner/venue-info/${ctx.venueId}` },
    },
  });
  const msg: OutboxMessageInput = {
    channel: 'email',
    to: ctx.ownerEmail,
    subject,
    ...rendered,
    kind,
    appointmentId: ctx.id,
    dedupeKey: `${kind}:${ctx.id}:email`,
  };
  return msg;
}

/**
 * A booking request was made: the customer hears it arrived; the owner, if they want to, that it waits, by e-mail
 * and (their SMS setting, decision 080) by SMS, both linking to the requests page.
 */
export function appointmentRequestedMessages(
  ctx: AppointmentContext,
  links: MessageLinks,
  toOwner: boolean,
  smsToOwner = false,
): OutboxMessageInput[] {
  const v = vars(ctx);
  const out = [
    customerEmail(ctx, links, 'booking_received_customer', fill(m.receivedSubject, v), {
      preheader: fill(m.receivedBody, v),
      title: m.receivedTitle,
      paragraphs: [fill(m.greeting, v), fill(m.receivedBody, v)],
      details: details(v),
    }),
  ];
  if (toOwner) {
    out.push(
      ownerEmail(
        ctx,
        links,
        'booking_received_owner',
        fill(m.ownerReceivedSubject, v),
        {
          preheader: fill(m.ownerReceivedBody, v),
          title: m.ownerReceivedTitle,
          paragraphs: [fill(m.ownerReceivedBody, v)],
          details: details(v, [
            [m.labelCustomer, v.customer],
            [m.labelPhone, ctx.customerPhone],
          ]),
        },
        ownerRequestUrl(ctx, links),
      ),
    );
  }
  if (smsToOwner) {
    const url = ownerRequestUrl(ctx, links);
    out.push(...ownerSms(ctx, 'booking_received_owner', (venue) => fill(m.ownerReceivedSms, { ...v, venue, url })));
  }
  return out;
}

/** Confirmed: e-mail and SMS now, and the reminders that still lie in the future. */
export function confirmedMessages(
  ctx: AppointmentContext,
  links: MessageLinks,
  now: Date,
  remind: boolean,
): OutboxMessageInput[] {
  const v = vars(ctx);
  const url = customerUrl(ctx, links);
  const out: OutboxMessageInput[] = [
    customerEmail(ctx, links, 'appointment_confirmed', fill(m.confirmedSubject, v), {
      preheader: fill(m.confirmedBody, v),
      title: m.confirmedTitle,
      paragraphs: [fill(m.greeting, v), fill(m.confirmedBody, v)],
      details: details(v),
    }),
    ...customerSms(ctx, 'appointment_confirmed', (venue) => fill(m.confirmedSms, { ...v, venue, url })),
  ];
  if (remind) out.push(...reminderMessages(ctx, links, now));
  return out;
}

/**
 * The 24-hour and 2-hour reminders, by e-mail and SMS, due at the appointment's instant minus the
 * lead time; none whose time has passed. The dedupe key names the start instant, so moving the
 * appointment (withdraw, then enqueue again) schedules new ones.
 */
export function reminderMessages(ctx: AppointmentContext, links: MessageLinks, now: Date): OutboxMessageInput[] {
  const v = vars(ctx);
  const out: OutboxMessageInput[] = [];
  const smsUrl = links.smsOptOutUrl ?? customerUrl(ctx, links);
  // The service gives up its last words beyond 30 characters, never half of one.
  const service = v.service.length > 30 ? `${shortenAtWord(v.service, (c) => c.length <= 28)}..` : v.service;
  for (const r of REMINDERS) {
    const sendAfter = new Date(ctx.startsAt.getTime() - r.before);
    if (sendAfter.getTime() <= now.getTime()) continue;
    const key = `${r.kind}:${ctx.id}:${ctx.startsAt.getTime()}`;
    out.push(
      customerEmail(
        ctx,
        links,
        r.kind,
        fill(r.subject, v),
        {
          preheader: fill(r.body, v),
          title: m.reminderTitle,
          paragraphs: [fill(m.greeting, v), fill(r.body, v)],
          details: details(v),
        },
        { sendAfter, dedupeKey: `${key}:email` },
      ),
      ...customerSms(ctx, r.kind, (venue) => fill(m.reminderSms, { ...v, service, venue, url: smsUrl }), {
        sendAfter,
        dedupeKey: `${key}:sms`,
      }),
    );
  }
  return out;
}

const OWNER_CANCEL = {
  rejected: [
    'appointment_rejected',
    m.cancelledByOwnerSubject,
    m.cancelledByOwnerTitle,
    m.cancelledByOwnerBody,
    m.cancelledByOwnerSms,
  ],
  confirmed: [
    'appointment_cancelled_by_venue',
    m.venueCancelledSubject,
    m.venueCancelledTitle,
    m.venueCancelledBody,
    m.venueCancelledSms,
  ],
} as const;

/** Cancelled by the owner, with the reason if given: a request rejected, or a confirmed appointment cancelled. */
export function cancelledByOwnerMessages(
  ctx: AppointmentContext,
  links: MessageLinks,
  which: keyof typeof OWNER_CANCEL = 'rejected',
): OutboxMessageInput[] {
  const [kind, subject, title, body, sms] = OWNER_CANCEL[which];
  const v = vars(ctx);
  const url = customerUrl(ctx, links);
  const paragraphs = [fill(m.greeting, v), fill(body, v)];
  if (ctx.cancellationReason) paragraphs.push(fill(m.cancelledByOwnerReason, v));
  // A cancelled confirmed appointment says why in its SMS too, when the owner gave a reason.
  const reason = which === 'confirmed' ? (ctx.cancellationReason?.trim().replace(/\s+/g, ' ') ?? '') : '';
  const template = reason ? m.venueCancelledSmsReason : sms;
  return [
    customerEmail(ctx, links, kind, fill(subject, v), { preheader: fill(body, v), title, paragraphs, details: details(v) }),
    ...customerSms(ctx, kind, (venue, free) => fill(template, { ...v, venue, url, reason: free }), {}, reason),
  ];
}

/** Cancelled by the customer: the owner hears it (if they want to). */
export function cancelledByUserMessages(ctx: AppointmentContext, links: MessageLinks): OutboxMessageInput[] {
  const v = vars(ctx);
  const paragraphs = [fill(m.cancelledByUserBody, v)];
  if (ctx.cancellationReason) paragraphs.push(fill(m.cancelledByUserReason, v));
  return [
    ownerEmail(ctx, links, 'appointment_cancelled_owner', fill(m.cancelledByUserSubject, v), {
      preheader: fill(m.cancelledByUserBody, v),
      title: m.cancelledByUserTitle,
      paragraphs,
      details: details(v, [
        [m.labelCustomer, v.customer],
        [m.labelPhone, ctx.customerPhone],
      ]),
    }),
  ];
}

export { contactMessage, type ContactNotice } from './contact-message';
export { toSmsText, customerSms };
