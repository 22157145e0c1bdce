import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { messages, WEEKDAYS } from '@randevu/contracts/messages';
import type { OwnerExpert, OwnerSubService, Service } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, Fieldset } from '@/components/ui/field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fill } from '@/lib/format';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useSaveExpert } from '../api/save-expert';
import { expertFormDefaults, expertFormSchema, planAssignments, toExpertBody, type ExpertFormInput } from '../lib/expert-form';
import type { ExpertSaveOutcome } from '../lib/save-expert';
import { ExpertServicesField, ExpertSubServicesField } from './expert-assignment-fields';
import { ExpertHoursFields } from './expert-hours-fields';
import { ExpertPhotoField } from './expert-photo-field';

const t = messages.experts;

const serverFields = ['name', 'specialization', 'experience_years', 'phone', 'email', 'bio', 'specialties', 'is_active'] as const;
/** The server's `working_hours.monday` lands on that day (its hours or its breaks); any other hours key on the list. */
const hoursAliases = {
  working_hours: 'hours',
  ...Object.fromEntries(WEEKDAYS.map((day) => [`working_hours.${day}`, `hours.${day}`])),
} as Partial<Record<string, Path<ExpertFormInput>>>;

export interface ExpertFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  venueId: number;
  /** null opens an empty form for a new expert. */
  expert: OwnerExpert | null;
  /** The catalogue services of the venue's categories. */
  services: Service[];
  servicesLoading: boolean;
  /** The venue's sub-services, active and passive. */
  subServices: OwnerSubService[];
  subServicesLoading: boolean;
  onSaved: (outcome: ExpertSaveOutcome) => void;
}

/** The toasts after a save (docs/product-owner.md#experts): only the non-zero summaries and the failures. */
function announce(outcome: ExpertSaveOutcome) {
  toast.success(outcome.created ? t.created : t.updated);
  if (outcome.photoFailed) toast.error(t.photoFailed);
  if (outcome.servicesAssigned) toast.success(fill(t.servicesAssigned, { count: outcome.servicesAssigned }));
  if (outcome.servicesAlreadyAssigned) toast.info(fill(t.servicesAlreadyAssigned, { count: outcome.servicesAlreadyAssigned }));
  if (outcome.serviceAssignFailed) toast.error(t.serviceAssignFailed);
  if (outcome.serviceRemoveFailed) toast.error(t.serviceRemoveFailed);
  if (outcome.subServicesAdded) toast.success(fill(t.subServicesAdded, { count: outcome.subServicesAdded }));
  if (outcome.subServicesRemoved) toast.success(fill(t.subServicesRemoved, { count: outcome.subServicesRemoved }));
  if (outcome.subServiceFailed) toast.error(t.subServiceAssignFailed);
  if (outcome.appointmentsOutsideHours.length) {
    toast.warning(fill(t.outsideHours, { count: outcome.appointmentsOutsideHours.length }), { duration: 10_000 });
  }
}

function ExpertForm({
  venueId,
  expert,
  services,
  servicesLoading,
  subServices,
  subServicesLoading,
  onDone,
}: Omit<ExpertFormDialogProps, 'open' | 'onOpenChange' | 'onSaved'> & { onDone: (outcome: ExpertSaveOutcome) => void }) {
  const save = useSaveExpert();
  const [photo, setPhoto] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, setValue, getValues, watch, formState } = useForm({
    resolver: zodResolver(expertFormSchema),
    defaultValues: expertFormDefaults(expert, subServices),
  });
  const errors = formState.errors;
  const name = watch('name');
  const hours = watch('hours');
  const serviceIds = watch('service_ids');
  const rows = watch('sub_services');

  const toggleService = (serviceId: number, checked: boolean) => {
    const current = getValues('service_ids');
    setValue('service_ids', checked ? [...current, serviceId] : current.filter((id) => id !== serviceId));
    if (checked) return;
    // The server drops a service's sub-services with it; the form says so before saving.
    for (const sub of subServices) {
      if (sub.service_id === serviceId) setValue(`sub_services.${sub.id}.selected`, false);
    }
  };

  const toggleSubService = (sub: OwnerSubService, checked: boolean) => {
    setValue(`sub_services.${sub.id}.selected`, checked, { shouldValidate: formState.isSubmitted });
    // A sub-service is booked under its service, so choosing one chooses its service too.
    const current = getValues('service_ids');
    if (checked && !current.includes(sub.service_id) && services.some((s) => s.id === sub.service_id)) {
      setValue('service_ids', [...current, sub.service_id]);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await save.mutateAsync({
        venueId,
        expertId: expert?.id ?? null,
        body: toExpertBody(values),
        photo,
        plan: planAssignments(expert, values),
      });
      announce(outcome);
      onDone(outcome);
    } catch (error) {
      if (!applyServerErrors(error, setError, serverFields, hoursAliases)) {
        setFormError(refusalMessageOr(error, t.saveFailed));
      }
      toast.error(t.saveFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <ExpertPhotoField currentUrl={expert?.photo_url ?? null} name={name} file={photo} onFileChange={setPhoto} />

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t.name} error={errors.name?.message} required className="sm:col-span-2">
          <Input autoComplete="off" maxLength={100} {...register('name')} />
        </Field>
        <Field label={t.specialization} error={errors.specialization?.message} optional>
          <Input autoComplete="off" maxLength={100} placeholder={t.specializationPlaceholder} {...register('specialization')} />
        </Field>
        <Field label={t.experience} hint={t.experienceHint} error={errors.experience_years?.message} optional>
          <Input autoComplete="off" maxLength={50} {...register('experience_years')} />
        </Field>
        <Field
          label={t.specialties}
          hint={t.specialtiesHint}
          error={errors.specialties?.message}
          optional
          className="sm:col-span-2"
        >
          <Input autoComplete="off" {...register('specialties')} />
        </Field>
        <Field label={t.phoneLabel} error={errors.phone?.message} optional>
          <Input type="tel" autoComplete="off" maxLength={20} {...register('phone')} />
        </Field>
        <Field label={t.emailLabel} error={errors.email?.message} optional>
          <EmailInput autoComplete="off" maxLength={254} {...register('email')} />
        </Field>
        <Field label={t.bio} error={errors.bio?.message} optional className="sm:col-span-2">
          <Textarea rows={3} maxLength={2000} {...register('bio')} />
        </Field>
      </div>

      <Fieldset legend={t.status}>
        <CheckboxField
          label={t.active}
          description={t.activeHint}
          checked={watch('is_active') === true}
          onCheckedChange={(checked) => setValue('is_active', checked === true)}
        />
      </Fieldset>

      <ExpertHoursFields control={control} register={register} hours={hours} errors={errors.hours} />

      <ExpertServicesField services={services} loading={servicesLoading} selected={serviceIds} onToggle={toggleService} />

      <ExpertSubServicesField
        subServices={subServices}
        loading={subServicesLoading}
        rows={rows}
        register={register}
        errors={errors.sub_services}
        onToggle={toggleSubService}
      />

      {/* Two equal buttons on phones: grow from a zero basis (the button keeps shrink-0; see button.tsx). */}
      <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex gap-2 border-t border-stone-200 bg-white px-6 py-4 sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" className="grow basis-0 sm:flex-none" disabled={formState.isSubmitting}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" className="grow basis-0 sm:flex-none" loading={formState.isSubmitting}>
          {expert ? t.save : t.create}
        </Button>
      </div>
    </form>
  );
}

/** The expert modal (docs/product-owner.md#experts): scrolls inside the screen on a phone, keeps its buttons in view. */
export function ExpertFormDialog({ open, onOpenChange, onSaved, ...props }: ExpertFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A stray tap beside a long form must not throw it away; Escape and the buttons still close it. */}
      <DialogContent className="max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{props.expert ? t.editTitle : t.newTitle}</DialogTitle>
          <DialogDescription>{t.formDescription}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the form starts from this expert's values every time. */}
        {!open ? null : props.subServicesLoading ? (
          <div className="flex justify-center py-10 text-brand-700">
            <Spinner size="lg" />
          </div>
        ) : (
          <ExpertForm
            key={props.expert?.id ?? 'new'}
            {...props}
            onDone={(outcome) => {
              onSaved(outcome);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
