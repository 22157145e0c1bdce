import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { messages, REVIEW_TEXT_MAX, reviewBodySchema, type ReviewBody, type ReviewValues } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const t = messages.reviewForm;

/** The caller's request: the user's POST/PUT …/review or the manage link's; resolves once the server took it. */
export interface ReviewMutation {
  mutateAsync(body: ReviewValues): Promise<unknown>;
  isPending: boolean;
}

export interface ReviewDialogProps {
  /** The review being edited (PUT), or null for a new one (POST). */
  review: { rating: number; comment: string | null } | null;
  submit: ReviewMutation;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Değerlendir' / 'Düzenle': a 1–5 star rating (a radio group: arrows move it) and an optional comment
 * with its counter. A refusal (409: too late, edit closed…; 400) stays in the dialog with the server's text. Shared by
 * Randevularım and the manage link's page, which bring the request.
 */
export function ReviewDialog({ open, onOpenChange, ...props }: ReviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: every opening starts from the saved review. */}
      {open ? (
        <DialogContent className="max-w-lg gap-5 p-4 sm:p-6">
          <ReviewForm {...props} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReviewForm({ review, submit, onDone }: Omit<ReviewDialogProps, 'open' | 'onOpenChange'> & { onDone(): void }) {
  const ids = { rating: useId(), ratingError: useId(), comment: useId(), counter: useId(), refusal: useId() };
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReviewBody, unknown, ReviewValues>({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: { rating: review?.rating, comment: review?.comment ?? '' },
  });
  const rating = form.watch('rating');
  const comment = form.watch('comment') ?? '';
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await submit.mutateAsync(values);
      toast.success(review ? t.updated : t.created);
      onDone();
    } catch (error) {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setRefusal(known ? (error.errors?.comment ?? error.errors?.rating ?? error.message) : t.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{review ? t.editTitle : t.createTitle}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <fieldset aria-describedby={errors.rating ? ids.ratingError : undefined} className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t.ratingLabel}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={ids.rating}
                value={n}
                checked={rating === n}
                onChange={() => form.setValue('rating', n, { shouldValidate: form.formState.isSubmitted })}
                aria-label={t.star(n)}
                aria-invalid={errors.rating ? true : undefined}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn('size-8', rating !== undefined && n <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-400')}
              />
            </label>
          ))}
        </div>
        {errors.rating?.message ? (
          <p id={ids.ratingError} role="alert" className="text-sm text-red-700">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.comment} className="text-sm font-medium">
          {t.commentLabel}
        </label>
        <Textarea
          id={ids.comment}
          placeholder={t.commentPlaceholder}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={ids.counter}
          {...form.register('comment')}
        />
        <div className="flex justify-between gap-2 text-sm">
          <span role={errors.comment ? 'alert' : undefined} className="text-red-700">
            {errors.comment?.message}
          </span>
          <span
            id={ids.counter}
            className={cn('shrink-0 tabular-nums', comment.length > REVIEW_TEXT_MAX ? 'text-red-700' : 'text-stone-500')}
          >
            {t.commentCounter(comment.length, REVIEW_TEXT_MAX)}
          </span>
        </div>
      </div>
      {refusal ? (
        <p id={ids.refusal} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {review ? t.update : t.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
