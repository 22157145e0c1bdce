import {
  Controller,
  useFormState,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { Clock, Info, Phone } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { Category } from '@randevu/contracts';
import { EmailInput } from '@/components/ui/email-input';
import { Field, Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { digitsOnly } from '@/lib/digits-only';
import type { WeekHoursValue } from '../lib/venue-hours';
import { CategoryCheckboxes } from './category-checkboxes';
import { FormSection } from './form-section';
import { WeeklyHoursEditor, weekHoursErrors } from './weekly-hours-editor';

const t = messages.ownerVenues.setup;

/** The fields every venue form holds (creation and venue info); the location differs between them. */
interface VenueBasicValues {
  name: string;
  description?: string;
  category_ids?: unknown[];
  address: string;
  phone: string;
  email?: string;
  hours: WeekHoursValue;
}

interface VenueFormParts<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  register: UseFormRegister<T>;
}

const message = (errors: FieldErrors<FieldValues>, name: keyof VenueBasicValues) => errors[name]?.message as string | undefined;

/** 'Temel Bilgiler': name, description and up to ten categories. */
export function VenueBasicFields<T extends FieldValues & VenueBasicValues, C, O extends FieldValues>({
  control,
  register,
  categories,
}: VenueFormParts<T, C, O> & { categories: { items: Category[]; loading: boolean } }) {
  const { errors } = useFormState({ control });
  return (
    <FormSection icon={Info} title={t.basicTitle}>
      <Field label={t.name} error={message(errors, 'name')} required>
        <Input autoComplete="organization" {...register('name' as Path<T>)} />
      </Field>
      <Field label={t.descriptionLabel} error={message(errors, 'description')} optional>
        <Textarea rows={4} {...register('description' as Path<T>)} />
      </Field>
      <Fieldset legend={t.categories} hint={messages.venues.categoryHint} error={message(errors, 'category_ids')}>
        <Controller
          control={control}
          name={'category_ids' as Path<T>}
          render={({ field }) => (
            <CategoryCheckboxes
              categories={categories.items}
              loading={categories.loading}
              value={(field.value ?? []) as number[]}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Fieldset>
    </FormSection>
  );
}

/** 'İletişim': address, phone (digits only, at most 11) and an optional e-mail. */
export function VenueContactFields<T extends FieldValues & VenueBasicValues, C, O extends FieldValues>({
  control,
  register,
}: VenueFormParts<T, C, O>) {
  const { errors } = useFormState({ control });
  return (
    <FormSection icon={Phone} title={t.contactTitle}>
      <Field label={t.address} error={message(errors, 'address')} required>
        <Textarea rows={3} autoComplete="street-address" {...register('address' as Path<T>)} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.phone} hint={t.phoneHint} error={message(errors, 'phone')} required>
          <Input type="tel" autoComplete="tel-national" {...digitsOnly(register('phone' as Path<T>), 11)} />
        </Field>
        <Field label={t.email} error={message(errors, 'email')} optional>
          <EmailInput {...register('email' as Path<T>)} />
        </Field>
      </div>
    </FormSection>
  );
}

/** 'Çalışma Saatleri': the weekly hours editor in its card. */
export function VenueHoursFields<T extends FieldValues & VenueBasicValues, C, O extends FieldValues>({
  control,
  register,
}: VenueFormParts<T, C, O>) {
  const { errors } = useFormState({ control });
  return (
    <FormSection icon={Clock} title={t.hoursTitle} hint={t.hoursHint}>
      <WeeklyHoursEditor
        control={control}
        register={register}
        errors={weekHoursErrors(errors.hours as Parameters<typeof weekHoursErrors>[0])}
      />
    </FormSection>
  );
}
