import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Lock } from 'lucide-react';
import { CUSTOMER_NOTE_MAX, customerNoteBodySchema, type CustomerNote, type CustomerNoteBody } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { fill, formatVenueInstant } from '@/lib/format';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useSaveCustomerNote } from '../api/save-customer-note';

const t = messages.ownerCustomers.note;

/**
 * The owner's private note on a customer: at most 2,000 characters with a counter, saved on demand;
 * 'Notu Sil' saves it blank, which deletes it. Only this venue's owner ever reads it.
 */
export function CustomerNoteForm({
  venueId,
  customerId,
  note,
}: {
  venueId: number;
  customerId: number;
  note: CustomerNote | null;
}) {
  const save = useSaveCustomerNote(venueId, customerId);
  const form = useForm<CustomerNoteBody, unknown, { note: string }>({
    resolver: zodResolver(customerNoteBodySchema),
    values: { note: note?.text ?? '' },
  });
  const { register, handleSubmit, watch, setError, formState } = form;
  const length = watch('note')?.length ?? 0;
  const counterId = useId();

  const send = (text: string, done: string) =>
    save.mutate(
      { note: text },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => {
          if (!applyServerErrors(error, setError, ['note'])) toast.error(refusalMessageOr(error, t.saveFailed));
        },
      },
    );

  return (
    <form className="grid gap-3" noValidate onSubmit={handleSubmit((v) => send(v.note, v.note ? t.saved : t.deleted))}>
      <p className="flex items-start gap-2 text-sm text-stone-600">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        {t.hint}
      </p>
      <Field label={t.label} error={formState.errors.note?.message}>
        <Textarea rows={4} placeholder={t.placeholder} aria-describedby={counterId} {...register('note')} />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={counterId} className={length > CUSTOMER_NOTE_MAX ? 'text-sm text-red-700' : 'text-sm text-stone-500'}>
          {fill(t.counter, { count: length, max: CUSTOMER_NOTE_MAX })}
        </p>
        <div className="flex flex-wrap gap-2">
          {note ? (
            <Button
              type="button"
              variant="outline-destructive"
              size="sm"
              loading={save.isPending && save.variables?.note === ''}
              onClick={() => send('', t.deleted)}
            >
              {t.delete}
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={save.isPending && save.variables?.note !== ''}>
            {t.save}
          </Button>
        </div>
      </div>
      {note ? <p className="text-xs text-stone-500">{fill(t.updatedAt, { date: formatVenueInstant(note.updated_at) })}</p> : null}
    </form>
  );
}
