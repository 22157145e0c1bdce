import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { REVIEW_TEXT_MAX, reviewReplyBodySchema, type OwnerReview, type ReviewReplyBody } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { fill } from '@/lib/format';
import { useReplyToReview } from '../api/reply-to-review';

const t = messages.ownerReviews.reply;

export interface ReviewReplyFormProps {
  venueId: number;
  review: OwnerReview;
  /** Called after the reply was published, and on 'Vazgeç'. */
  onDone: () => void;
}

/** The inline form under a review: the one public reply, prefilled with the current one when editing. */
export function ReviewReplyForm({ venueId, review, onDone }: ReviewReplyFormProps) {
  const reply = useReplyToReview(venueId);
  const { register, control, handleSubmit, setError, formState } = useForm<ReviewReplyBody>({
    resolver: zodResolver(reviewReplyBodySchema),
    defaultValues: { reply: review.reply?.text ?? '' },
  });
  const text = useWatch({ control, name: 'reply' }) ?? '';

  const onSubmit = handleSubmit((body) =>
    reply.mutateAsync({ reviewId: review.id, body }).then(
      () => {
        toast.success(t.published);
        onDone();
      },
      (error: unknown) => {
        // A refused reply names its field; any other refusal (the review is gone) is said above the buttons.
        if (!applyServerErrors(error, setError, ['reply'])) {
          setError('root.server', { type: 'server', message: refusalMessageOr(error, t.failed) });
        }
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4">
      <Field
        label={t.label}
        required
        error={formState.errors.reply?.message}
        hint={
          <span className="flex justify-between gap-3">
            <span>{t.hint}</span>
            <span className="shrink-0 tabular-nums">{fill(t.counter, { count: text.length, max: REVIEW_TEXT_MAX })}</span>
          </span>
        }
      >
        <Textarea rows={4} maxLength={REVIEW_TEXT_MAX} placeholder={t.placeholder} autoFocus {...register('reply')} />
      </Field>
      {formState.errors.root?.server?.message ? <Alert tone="error">{formState.errors.root.server.message}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" disabled={formState.isSubmitting} onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" size="sm" loading={formState.isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
