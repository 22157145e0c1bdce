import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  messages,
  venueFaqFieldsSchema,
  type VenueFaq,
  type VenueFaqFields,
} from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveVenueFaq } from '../api/save-venue-faq';

const t = messages.venueFaqs;

const emptyValues: VenueFaqFields = { question: '', answer: '', is_active: true };

export interface VenueFaqSheetProps {
  venueId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The FAQ being edited; null adds a new one. */
  faq: VenueFaq | null;
}

/** The bottom-sheet form (docs/product-owner.md#faqs): question, answer, visibility, save. */
export function VenueFaqSheet({ venueId, open, onOpenChange, faq }: VenueFaqSheetProps) {
  const save = useSaveVenueFaq(venueId);
  const switchId = useId();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<VenueFaqFields>({
    resolver: zodResolver(venueFaqFieldsSchema),
    defaultValues: emptyValues,
  });
  const errors = formState.errors;

  useEffect(() => {
    if (open) reset(faq ? { question: faq.question, answer: faq.answer, is_active: faq.is_active } : emptyValues);
  }, [open, faq, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync({ faqId: faq?.id, body: values }).then(
      () => {
        toast.success(faq ? t.updated : t.added);
        onOpenChange(false);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, ['question', 'answer', 'is_active']);
        // The 50-FAQ limit (409) says what to do; every other failure gets the spec's text.
        toast.error(error instanceof ApiError && error.status === 409 ? error.message : t.saveFailed);
      },
    ),
  );

  return (
    <Sheet open={open} onOpenChange={(next) => !formState.isSubmitting && onOpenChange(next)}>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>{faq ? t.editTitle : t.addTitle}</SheetTitle>
          <SheetDescription>{t.sheetDescription}</SheetDescription>
        </SheetHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <Field label={t.question} error={errors.question?.message} required>
            <Input maxLength={FAQ_QUESTION_MAX} autoComplete="off" {...register('question')} />
          </Field>
          <Field label={t.answer} error={errors.answer?.message} required>
            <Textarea rows={5} maxLength={FAQ_ANSWER_MAX} {...register('answer')} />
          </Field>
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 px-4 py-3">
                <div className="grid gap-0.5">
                  <label htmlFor={switchId} className="cursor-pointer text-sm font-medium text-stone-800">
                    {t.active}
                  </label>
                  <p id={`${switchId}-hint`} className="text-xs text-stone-600">
                    {field.value ? t.activeHint : t.hiddenHint}
                  </p>
                </div>
                <Switch
                  ref={field.ref}
                  id={switchId}
                  checked={field.value}
                  aria-describedby={`${switchId}-hint`}
                  onClick={() => field.onChange(!field.value)}
                  onBlur={field.onBlur}
                />
              </div>
            )}
          />
          <SheetFooter>
            <Button variant="outline" disabled={formState.isSubmitting} onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t.save}
            </Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  );
}
