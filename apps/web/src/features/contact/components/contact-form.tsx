import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Send } from 'lucide-react';
import { BUSINESS_TYPES, BUSINESS_TYPE_LABELS_TR, contactBodySchema, messages, type ContactMessage } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { LegalLink } from '@/components/legal-link';
import { applyServerErrors, rateLimitedMessageOr } from '@/lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const t = messages.contact;
const fields = ['first_name', 'last_name', 'email', 'phone', 'business_type', 'message', 'consent'] as const;

interface FormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  business_type: string;
  message: string;
  consent: boolean;
}

const empty: FormValues = { first_name: '', last_name: '', email: '', phone: '', business_type: '', message: '', consent: false };

/** The /iletisim form (docs/product-public.md#contact-and-newsletter): 'Gönder' stays disabled until the consent box is ticked. */
export function ContactForm() {
  const send = useSendContactMessage();
  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<FormValues, unknown, ContactMessage>({
    // NOTE: the form starts with an unticked box and no business type, which the contract rejects with its Turkish messages.
    resolver: zodResolver(contactBodySchema) as unknown as Resolver<FormValues, unknown, ContactMessage>,
    defaultValues: empty,
  });
  const errors = formState.errors;
  const consent = watch('consent');
  const messageLength = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast.success(t.success);
        reset(empty);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, fields);
        toast.error(rateLimitedMessageOr(error, t.failed));
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t.formTitle}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.firstName} error={errors.first_name?.message} required>
          <Input autoComplete="given-name" maxLength={100} {...register('first_name')} />
        </Field>
        <Field label={t.lastName} error={errors.last_name?.message} required>
          <Input autoComplete="family-name" maxLength={100} {...register('last_name')} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.email} error={errors.email?.message} required>
          <EmailInput {...register('email')} />
        </Field>
        <Field label={t.phone} hint={t.phoneHint} error={errors.phone?.message} optional>
          <Input type="tel" autoComplete="tel-national" inputMode="numeric" maxLength={20} {...register('phone')} />
        </Field>
      </div>
      <Field label={t.businessType} error={errors.business_type?.message} required>
        <Select
          placeholder={t.businessTypePlaceholder}
          options={BUSINESS_TYPES.map((type) => ({ value: type, label: BUSINESS_TYPE_LABELS_TR[type] }))}
          {...register('business_type')}
        />
      </Field>
      <Field label={t.message} hint={`${t.messageHint} (${messageLength}/2000)`} error={errors.message?.message} required>
        <Textarea rows={6} maxLength={2000} {...register('message')} />
      </Field>
      <div className="grid gap-1.5">
        <Controller
          control={control}
          name="consent"
          render={({ field }) => (
            <CheckboxField
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={errors.consent ? true : undefined}
              label={
                <>
                  {t.consentBefore}
                  <LegalLink type="aydinlatma-metni">{t.consentLink}</LegalLink>
                  {t.consentAfter}
                </>
              }
              description={consent ? undefined : t.consentHint}
            />
          )}
        />
        <FieldError>{errors.consent?.message}</FieldError>
      </div>
      <div>
        <Button type="submit" size="lg" disabled={!consent} loading={formState.isSubmitting} className="w-full sm:w-auto">
          <Send aria-hidden />
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
