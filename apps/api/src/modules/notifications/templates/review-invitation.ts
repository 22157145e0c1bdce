import { messages } from '@randevu/contracts';
import type { OutboxMessageInput } from '../outbox.repository';
import type { AppointmentContext } from '../notifications.repository';
import { renderEmail } from './layout';
import { reviewWindow } from '../../reviews/review-window';
import { customerSms, customerUrl, details, fill, vars, type MessageLinks } from './appointment-messages';

const m = messages.notifications;

export const REVIEW_INVITATION_KIND = 'review_invitation';

/** Whether the visit can still be reviewed at `now` (its review window, decision 053, is not over). */
export const reviewStillOpen = (ctx: Pick<AppointmentContext, 'startsAt' | 'endsAt' | 'completedBy'>, now: Date) =>
  now.getTime() < windowOf(ctx).closesAt.getTime();

const windowOf = (ctx: Pick<AppointmentContext, 'startsAt' | 'endsAt' | 'completedBy'>) =>
  reviewWindow({ startsAt: ctx.startsAt, endsAt: ctx.endsAt, completedBy: ctx.completedBy ?? null });

/**
 * The invitation to review a completed visit: ONE message per appointment, whatever happens later (the
 * dedupe key names only the appointment, not the channel): an e-mail when the customer gave an address, else an SMS
 * that carries no free text (the venue's name and the link). Due when reviewing opens (decision 053: an hour after the
 * end of a visit the owner marked "Geldi", after the owner's correction window for one the job completed), never
 * before; none once the window is over. The link is the customer's manage link, whose page holds the review form.
 */
export function reviewInvitationMessages(ctx: AppointmentContext, links: MessageLinks, now: Date): OutboxMessageInput[] {
  if (!reviewStillOpen(ctx, now)) return [];
  const sendAfter = new Date(Math.max(now.getTime(), windowOf(ctx).opensAt.getTime()));
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
