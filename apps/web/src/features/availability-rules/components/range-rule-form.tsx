import { Controller, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { DateInput } from '@/components/ui/date-input';
import { DateTimeInput } from '@/components/ui/date-time-input';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useRuleConflict } from '@/lib/use-rule-conflict';
import { RuleConflictDialog } from '@/components/rule-conflict-dialog';

const t = messages.availabilityRules.page;

export interface RangeRuleFormProps<T extends FieldValues> {
  resolver: Resolver<T>;
  /** The empty form, shown again after a save. */
  empty: DefaultValues<T>;
  /** The start and end fields with their labels, both required. */
  range: readonly [{ name: Path<T>; label: string }, { name: Path<T>; label: string }];
  input: { type: 'date' | 'datetime-local'; min: string };
  /** Sends the rule; `force` keeps the appointments it conflicts with. */
  send: (values: T, force: boolean) => Promise<unknown>;
  /** The toast after a save and the submit button's label. */
  texts: { added: string; submit: string };
}

/**
 * A new rule over a range (a closure's days, an expert's time off): start and end side by side, an optional
 * reason; a conflict with booked appointments asks first (`useRuleConflict`), a refusal marks its fields.
 */
export function RangeRuleForm<T extends FieldValues>({ resolver, empty, range, input, send, texts }: RangeRuleFormProps<T>) {
  const { run, dialog } = useRuleConflict();
  const form = useForm<T>({ resolver, defaultValues: empty });
  const { register, handleSubmit, reset, setError, formState } = form;
  const reason = 'reason' as Path<T>;
  const errorOf = (name: Path<T>) => form.getFieldState(name, formState).error?.message;

  const onSubmit = handleSubmit((values) =>
    run((force) => send(values, force), {
      onSaved: () => {
        toast.success(texts.added);
        reset(empty);
      },
      onFailed: (error) => {
        applyServerErrors(error, setError, [range[0].name, range[1].name, reason]);
        toast.error(refusalMessageOr(error, t.saveFailed));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="@container grid gap-4">
      {/* Side by side only where the card is wide enough: a day and a time need twice a day's width (decision 094). */}
      <div className={cn('grid items-start gap-4', input.type === 'date' ? '@md:grid-cols-2' : '@2xl:grid-cols-2')}>
        {range.map(({ name, label }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Field label={label} error={errorOf(name)} required>
                {input.type === 'date' ? (
                  <DateInput min={input.min} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
                ) : (
                  <DateTimeInput
                    label={label}
                    min={input.min}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              </Field>
            )}
          />
        ))}
      </div>
      <Field label={t.reason} error={errorOf(reason)}>
        <Input autoComplete="off" maxLength={200} {...register(reason)} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={formState.isSubmitting} className="w-full sm:w-auto">
          <Plus aria-hidden />
          {texts.submit}
        </Button>
      </div>
      <RuleConflictDialog {...dialog} />
    </form>
  );
}
