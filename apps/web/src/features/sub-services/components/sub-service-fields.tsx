import { Link } from 'react-router';
import { useFormState, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';

const t = messages.subServices;
const p = messages.availabilityRules.page;

type SubServiceField = 'name' | 'description' | 'price' | 'duration_minutes' | 'buffer_minutes';

export interface SubServiceFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  register: UseFormRegister<T>;
  /** Shown as the name's placeholder: usually the chosen catalogue service. */
  namePlaceholder?: string;
}

/** Name, description, price, duration and the buffer after it: the part the create and edit forms share. */
export function SubServiceFields<T extends FieldValues & Partial<Record<SubServiceField, unknown>>, C, O extends FieldValues>({
  control,
  register,
  namePlaceholder,
}: SubServiceFieldsProps<T, C, O>) {
  const { errors } = useFormState({ control });
  const error = (name: SubServiceField) => errors[name]?.message as string | undefined;
  const field = (name: SubServiceField) => register(name as Path<T>);
  return (
    <>
      <Field label={t.name} error={error('name')} required>
        <Input autoComplete="off" maxLength={100} placeholder={namePlaceholder ?? t.namePlaceholder} {...field('name')} />
      </Field>
      <Field label={t.description} error={error('description')} optional>
        <Textarea rows={3} maxLength={1000} {...field('description')} />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={t.price} hint={t.priceHint} error={error('price')} required>
          <Input inputMode="decimal" autoComplete="off" {...field('price')} />
        </Field>
        <Field label={t.duration} error={error('duration_minutes')} required>
          <Input type="number" inputMode="numeric" min={1} step={1} {...field('duration_minutes')} />
        </Field>
        {/* Whole minutes as a number; an emptied box is NaN, which the contract refuses with its Turkish text. */}
        <Field label={p.buffer} hint={p.bufferHint} error={error('buffer_minutes')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            step={1}
            {...register('buffer_minutes' as Path<T>, { valueAsNumber: true })}
          />
        </Field>
      </div>
    </>
  );
}

/** 'Vazgeç' back to the venue's services, and the submit button. */
export function SubServiceFormActions({
  venueId,
  submitLabel,
  submitting,
}: {
  venueId: number;
  submitLabel: string;
  submitting: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button asChild variant="outline">
        <Link to={paths.owner.venueServices(venueId)}>{t.cancel}</Link>
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
