import { messages } from '@randevu/contracts';
import type { OutboxMessageInput } from '../outbox.repository';
import type { AppointmentContext } from '../notifications.repository';
import { renderEmail } from './layout';
import { customerSms, customerUrl, details, fill, vars, type MessageLinks } from './appointment-messages';

const m = messages.notifications;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const REVIEW_INVITATION_KIND = 'review_invitation';
/** A review opens 1 hour after the visit's end and closes 30 days after it (decision 039). */
export const REVIEW_OPENS_AFTER_MS = HOUR;
export const REVIEW_CLOSES_AFTER_MS = 30 * DAY;

/** Whether the visit can still be reviewed at `now` (before the 30 days after its end are over). */
export const reviewStillOpen = (ctx: Pick<AppointmentContext, 'endsAt'>, now: Date) =>
  now.getTime() < ctx.endsAt.getTime() + REVIEW_CLOSES_AFTER_MS;

/**
 * The invitation to review a completed visit (issue 26): ONE message per appointment, whatever happens later (the
 * dedupe key names only the appointment, not the channel): an e-mail when the customer gave an address, else an SMS
 * that carries no free text (the venue's name and the link). Due when reviewing opens, 1 hour after the end; none once
 * the 30 days are over. The link is the customer's manage link, whose page holds the review form.
 */
export function reviewInvitationMessages(ctx: AppointmentContext, links: MessageLinks, now: Date): OutboxMessageInput[] {
  const end = ctx.endsAt.getTime();
  if (!reviewStillOpen(ctx, now)) return [];
  const sendAfter = new Date(Math.max(now.getTime(), end + REVIEW_OPENS_AFTER_MS));
  const once = { sendAfter, dedupeKey: `${REVIEW_INVITATION_KIND}:${ctx.id}` };
  const v = vars(ctx);
  const url = customerUrl(ctx, links);
  if (ctx.customerEmail) {
    const body = fill(m.reviewInvitationBody, v);
    const rendered = renderEmail({
      preheader: body,
      title: m.reviewInvitationTitle,
      paragraphs: [fill(m.greeting, v), body, m.reviewInvitationWindow],
      details: details(v),
      cta: { label: m.ctaReview, url },
      ...(links.optOutUrl ? { footer: { text: m.optOutText, link: { label: m.optOutLink, url: links.optOutUrl } } } : {}),
    });
    return [
      {
        channel: 'email',
        to: ctx.customerEmail,
        subject: fill(m.reviewInvitationSubject, v),
        ...rendered,
        listUnsubscribe: links.optOutUrl ?? null,
        kind: REVIEW_INVITATION_KIND,
        appointmentId: ctx.id,
        venueId: ctx.venueId,
        ...once,
      },
    ];
  }
  return customerSms(ctx, REVIEW_INVITATION_KIND, (venue) => fill(m.reviewInvitationSms, { venue, url }), once);
}
