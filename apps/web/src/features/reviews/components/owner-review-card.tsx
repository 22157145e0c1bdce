import { useId, useState } from 'react';
import { Flag, MessageSquareReply } from 'lucide-react';
import type { OwnerReview } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatReviewDate } from '../lib/format-review-date';
import { ReviewReplyForm } from './review-reply-form';
import { ReviewStars } from './review-stars';

const t = messages.ownerReviews;

export interface OwnerReviewCardProps {
  venueId: number;
  review: OwnerReview;
  onReport: (review: OwnerReview) => void;
}

/** One review as its venue's owner sees it: the moderation marks, the reply, and what the owner may do (never hide). */
export function OwnerReviewCard({ venueId, review: r, onReport }: OwnerReviewCardProps) {
  const [replying, setReplying] = useState(false);
  const headingId = useId();
  const replyLabel = r.reply ? t.reply.edit : t.reply.open;
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-card border border-stone-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="font-semibold break-words text-ink">
            {r.author}
            <span className="font-normal text-stone-500"> · {formatReviewDate(r.created_at)}</span>
          </h3>
          {r.service_name ? <p className="text-sm break-words text-stone-600">{r.service_name}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ReviewStars rating={r.rating} />
          {r.front_desk ? <Badge tone="neutral">{messages.venueReviews.frontDesk}</Badge> : null}
          {r.hidden ? <Badge tone="danger">{t.review.hidden}</Badge> : null}
          {r.reported ? <Badge tone="warning">{t.review.reported}</Badge> : null}
        </div>
      </header>
      {r.hidden ? <p className="text-sm text-stone-600">{t.review.hiddenHint}</p> : null}
      {r.comment ? (
        <p className="leading-relaxed break-words whitespace-pre-line text-stone-800">{r.comment}</p>
      ) : (
        <p className="text-sm text-stone-500 italic">{t.review.noComment}</p>
      )}
      {r.reply && !replying ? (
        <div className="grid gap-1 rounded-xl border-l-4 border-brand-200 bg-brand-50/60 px-3 py-2">
          <p className="text-sm font-semibold text-brand-800">
            {t.review.replyTitle}
            <span className="font-normal text-stone-500"> · {formatReviewDate(r.reply.replied_at)}</span>
          </p>
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-stone-800">{r.reply.text}</p>
        </div>
      ) : null}
      {replying ? (
        <ReviewReplyForm venueId={venueId} review={r} onDone={() => setReplying(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-label={`${replyLabel}: ${r.author}`} onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden />
            {replyLabel}
          </Button>
          {r.reported || r.hidden ? null : (
            <Button variant="ghost" size="sm" aria-label={`${t.report.open}: ${r.author}`} onClick={() => onReport(r)}>
              <Flag aria-hidden />
              {t.report.open}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
