import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { REVIEW_REPORT_REASON_MAX, reviewReportBodySchema, type OwnerReview, type ReviewReportBody } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { fill } from '@/lib/format';
import { useReportReview } from '../api/report-review';

const t = messages.ownerReviews.report;

export interface ReportReviewDialogProps {
  venueId: number;
  /** The review being reported; null keeps the dialog closed. */
  review: OwnerReview | null;
  onClose: () => void;
}

/** 'Bildir': why the review breaks the rules, for the moderators (never shown publicly). */
export function ReportReviewDialog({ venueId, review, onClose }: ReportReviewDialogProps) {
  const report = useReportReview(venueId);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ReviewReportBody>({
    resolver: zodResolver(reviewReportBodySchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  useEffect(() => {
    if (review) reset({ reason: '' });
  }, [review, reset]);

  const onSubmit = handleSubmit((body) => {
    if (!review) return;
    return report.mutateAsync({ reviewId: review.id, body }).then(
      () => {
        toast.success(t.done);
        onClose();
      },
      (error: unknown) => {
        if (!applyServerErrors(error, setError, ['reason'])) {
          setError('root.server', { type: 'server', message: refusalMessageOr(error, t.failed) });
        }
      },
    );
  });

  return (
    <ConfirmDialog
      open={review !== null}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      title={t.title}
      description={t.text}
      cancelLabel={t.cancel}
      confirmLabel={t.submit}
      pending={formState.isSubmitting}
      tone="primary"
    >
      <Field
        label={t.reasonLabel}
        required
        error={formState.errors.reason?.message}
        hint={fill(messages.ownerReviews.reply.counter, { count: reason.length, max: REVIEW_REPORT_REASON_MAX })}
      >
        <Textarea rows={3} maxLength={REVIEW_REPORT_REASON_MAX} placeholder={t.reasonPlaceholder} {...register('reason')} />
      </Field>
      {formState.errors.root?.server?.message ? <Alert tone="error">{formState.errors.root.server.message}</Alert> : null}
    </ConfirmDialog>
  );
}
