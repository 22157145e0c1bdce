import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DIAL_CODES, messages } from '@randevu/contracts/messages';
import { EmailInput } from '@/components/ui/email-input';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { ContactValues } from '../lib/booking-draft';

const b = messages.appointments;

/** Step 5 for guests: name, e-mail and phone (dial code + national number). */
export function ContactSection({ form }: { form: UseFormReturn<ContactValues> }) {
  const id = useId();
  const errors = form.formState.errors;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-ink">{b.contactTitle}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={b.firstNameLabel} error={errors.first_name?.message} required>
          <Input autoComplete="given-name" {...form.register('first_name')} />
        </Field>
        <Field label={b.lastNameLabel} error={errors.last_name?.message} required>
          <Input autoComplete="family-name" {...form.register('last_name')} />
        </Field>
      </div>
      <Field label={b.emailLabel} error={errors.email?.message} required>
        <EmailInput {...form.register('email')} />
      </Field>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-phone`}>{b.phoneLabel}</Label>
        <div className="flex gap-2">
          <Select
            aria-label={b.dialCodeLabel}
            className="w-[9.5rem] shrink-0"
            autoComplete="tel-country-code"
            {...form.register('dial_code')}
          >
            {DIAL_CODES.map((code) => (
              <option key={code} value={code}>
                {code} {b.dialCodeNames[code]}
              </option>
            ))}
          </Select>
          <Input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={b.phonePlaceholder}
            maxLength={16}
            aria-required
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? `${id}-phone-hint ${id}-phone-error` : `${id}-phone-hint`}
            className="min-w-0 flex-1"
            {...form.register('phone')}
          />
        </div>
        <p id={`${id}-phone-hint`} className="text-xs text-stone-500">
          {b.phoneHint}
        </p>
        <FieldError id={`${id}-phone-error`}>{errors.phone?.message}</FieldError>
      </div>
    </fieldset>
  );
}
