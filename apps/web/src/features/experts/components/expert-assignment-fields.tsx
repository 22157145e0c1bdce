import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { messages } from '@randevu/contracts/messages';
import type { OwnerSubService, Service } from '@randevu/contracts';
import { Badge } from '@/components/ui/badge';
import { Checkbox, CheckboxField } from '@/components/ui/checkbox';
import { Field, Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { fill, formatLira } from '@/lib/format';
import type { ExpertFormInput, SubServiceChoice } from '../lib/expert-form';

const t = messages.experts;

function ListSkeleton() {
  return (
    <div className="grid gap-2" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}

/** The catalogue services of the venue's categories as a checkbox list (the spec's multi-select). */
export function ExpertServicesField({
  services,
  loading,
  selected,
  onToggle,
}: {
  services: Service[];
  loading: boolean;
  selected: number[];
  onToggle: (serviceId: number, checked: boolean) => void;
}) {
  return (
    <Fieldset legend={t.servicesTitle} hint={t.servicesHint}>
      {loading ? (
        <ListSkeleton />
      ) : services.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noServices}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {services.map((service) => (
            <CheckboxField
              key={service.id}
              label={service.name}
              checked={selected.includes(service.id)}
              onCheckedChange={(checked) => onToggle(service.id, checked === true)}
              className="rounded-xl border border-stone-200 px-3 py-2.5 has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50/60"
            />
          ))}
        </div>
      )}
    </Fieldset>
  );
}

function SubServiceRow({
  sub,
  row,
  register,
  errors,
  onToggle,
}: {
  sub: OwnerSubService;
  row: SubServiceChoice;
  register: UseFormRegister<ExpertFormInput>;
  errors: FieldErrors<SubServiceChoice> | undefined;
  onToggle: (checked: boolean) => void;
}) {
  const id = useId();
  const key = String(sub.id);
  return (
    <li>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        className="grid gap-3 rounded-xl border border-stone-200 p-3 has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50/40"
      >
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-check`}
            checked={row.selected}
            onCheckedChange={(c) => onToggle(c === true)}
            className="mt-0.5"
            aria-describedby={`${id}-base`}
          />
          <div className="grid min-w-0 gap-0.5">
            <label id={`${id}-label`} htmlFor={`${id}-check`} className="cursor-pointer text-sm font-medium break-words text-ink">
              {sub.name}
            </label>
            <p id={`${id}-base`} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-stone-600">
              <span>{sub.service.name}</span>
              <span>{fill(t.subServiceBase, { price: formatLira(sub.price), minutes: sub.duration_minutes })}</span>
              {sub.is_active ? null : <Badge>{t.passive}</Badge>}
            </p>
          </div>
        </div>
        {row.selected ? (
          <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[8rem_7rem_1fr]">
            <Field label={t.customPrice} error={errors?.custom_price?.message} required>
              <Input inputMode="decimal" autoComplete="off" {...register(`sub_services.${key}.custom_price`)} />
            </Field>
            <Field label={t.customDuration} error={errors?.custom_duration_minutes?.message} required>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...register(`sub_services.${key}.custom_duration_minutes`)}
              />
            </Field>
            <Field label={t.customDescription} error={errors?.description?.message} optional className="col-span-2 sm:col-span-1">
              <Input autoComplete="off" maxLength={1000} {...register(`sub_services.${key}.description`)} />
            </Field>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The venue's sub-services, each with a checkbox and the expert's own price, duration and description. */
export function ExpertSubServicesField({
  subServices,
  loading,
  rows,
  register,
  errors,
  onToggle,
}: {
  subServices: OwnerSubService[];
  loading: boolean;
  rows: Record<string, SubServiceChoice>;
  register: UseFormRegister<ExpertFormInput>;
  errors: FieldErrors<ExpertFormInput>['sub_services'];
  onToggle: (sub: OwnerSubService, checked: boolean) => void;
}) {
  return (
    <Fieldset legend={t.subServicesTitle} hint={t.subServicesHint}>
      {loading ? (
        <ListSkeleton />
      ) : subServices.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noSubServices}</p>
      ) : (
        <ul className="grid gap-2">
          {subServices.map((sub) => {
            const row = rows[String(sub.id)];
            if (!row) return null;
            return (
              <SubServiceRow
                key={sub.id}
                sub={sub}
                row={row}
                register={register}
                errors={errors?.[String(sub.id)]}
                onToggle={(checked) => onToggle(sub, checked)}
              />
            );
          })}
        </ul>
      )}
    </Fieldset>
  );
}
