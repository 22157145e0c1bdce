import type { OutboxMessageInput } from '../outbox.repository';
import type { AppointmentContext } from '../notifications.repository';
import { fitSegments, shortenAtWord, smsSegments, toE164, toSmsText } from '../channels/sms-text';

/**
 * The segments each SMS may take at most (decision 079), measured with the longest names of the demo data and a
 * production-length link (`sms-segments.test.ts`); a longer venue name gives up its last words, never half of one.
 */
export const SMS_SEGMENTS = {
  appointment_confirmed: 2,
  reminder_24h: 2,
  reminder_2h: 2,
  appointment_rejected: 1,
  appointment_cancelled_by_venue: 2,
  appointment_moved: 2,
  appointment_expired: 2,
  manage_link_renewed: 1,
  review_invitation: 1,
  booking_received_owner: 2,
} as const;
export type SmsKind = keyof typeof SMS_SEGMENTS;

/** The venue as its SMS name it: the owner's short name, else the venue's name (shortened by `fitSegments`). */
export const smsVenueName = (ctx: Pick<AppointmentContext, 'venueName' | 'venueSmsName'>) => ctx.venueSmsName ?? ctx.venueName;

/**
 * The text of an SMS of `kind`: within its segments, first by shortening the venue name at a word, then `free` (a
 * reason the owner typed) at a word, with '...'.
 */
export function smsText(kind: SmsKind, draw: (venue: string, free: string) => string, venue: string, free = ''): string {
  const max = SMS_SEGMENTS[kind];
  // A shortened `free` ends in '...'; the template's own full stop after it is not doubled.
  const render = (v: string, f: string) => draw(v, f).replace(/\.{4}/g, '...');
  const fits = (text: string) => smsSegments(text).segments <= max;
  if (free === '' || fits(toSmsText(render(venue, free)))) return fitSegments((v) => render(v, free), venue, max);
  const shortFree = shortenAtWord(free, (f) => fits(toSmsText(render(venue, `${f}...`))));
  return fitSegments((v) => render(v, `${shortFree}...`), venue, max);
}

export function customerSms(
  ctx: AppointmentContext,
  kind: SmsKind,
  render: (venue: string, free: string) => string,
  extra: Partial<OutboxMessageInput> = {},
  free = '',
): OutboxMessageInput[] {
  const to = toE164(ctx.customerPhone);
  if (!to) return [];
  return [
    {
      channel: 'sms',
      to,
      text: smsText(kind, render, smsVenueName(ctx), free),
      kind,
      appointmentId: ctx.id,
      dedupeKey: `${kind}:${ctx.id}:sms`,
      venueId: ctx.venueId,
      ...extra,
    },
  ];
}

/**
 * Where the owner's SMS go (decision 080): the mobile number of the business registration, else the venue's phone
 * when it is a mobile (a landline cannot receive SMS); null when neither is.
 */
export function ownerSmsNumber(phones: { ownerPhone: string | null; venuePhone: string }): string | null {
  return (phones.ownerPhone ? toE164(phones.ownerPhone) : null) ?? toE164(phones.venuePhone);
}

/** An SMS to the venue's owner (not counted against the venue's daily cap on messages to customers). */
export function ownerSms(ctx: AppointmentContext, kind: SmsKind, render: (venue: string) => string): OutboxMessageInput[] {
  const to = ownerSmsNumber(ctx);
  if (!to) return [];
  return [
    {
      channel: 'sms',
      to,
      text: smsText(kind, (v) => render(v), smsVenueName(ctx)),
      kind,
      appointmentId: ctx.id,
      dedupeKey: `${kind}:${ctx.id}:sms`,
    },
  ];
}
