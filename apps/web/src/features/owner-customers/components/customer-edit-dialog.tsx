import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  CUSTOMER_EXTRA_PHONES_MAX,
  customerEditBodySchema,
  type CustomerEditBody,
  type CustomerEditValues,
  type OwnerCustomer,
} from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fill } from '@/lib/format';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { formatPhone } from '@/lib/format-phone';
import { useUpdateOwnerCustomer } from '../api/update-owner-customer';

const t = messages.ownerCustomers.edit;
const tp = messages.ownerCustomers.phones;

const valuesOf = (c: OwnerCustomer): CustomerEditBody => ({
  first_name: c.first_name,
  last_name: c.last_name,
  phone: c.phone ? formatPhone(c.phone) : '',
  email: c.email ?? '',
  phones: c.phones.map((p) => ({ phone: formatPhone(p.phone), shared: p.shared })),
});

/**
 * "Düzenle" and its dialog (decision 092): the card's names, phone, e-mail and other numbers, checked with the API's
 * own schema; the server's 409 (a number on another card, with the merge it suggests) lands on its field.
 */
export function CustomerEditDialog({ venueId, customer }: { venueId: number; customer: OwnerCustomer }) {
  const [open, setOpen] = useState(false);
  const save = useUpdateOwnerCustomer(venueId, customer.id);
  const form = useForm<CustomerEditBody, unknown, CustomerEditValues>({
    resolver: zodResolver(customerEditBodySchema),
    values: valuesOf(customer),
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const extra = useFieldArray({ control, name: 'phones' });
  const errors = formState.errors;

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t.saved);
        setOpen(false);
      },
      onError: (error) => {
        if (!applyServerErrors(error, setError, ['first_name', 'last_name', 'phone', 'email', 'phones']))
          toast.error(refusalMessageOr(error, t.saveFailed));
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="md">
          <Pencil aria-hidden className="size-4" />
          {t.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.hint}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={(e) => void submit(e)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.firstName} error={errors.first_name?.message} optional>
              <Input autoComplete="off" {...register('first_name')} />
            </Field>
            <Field label={t.lastName} error={errors.last_name?.message} optional>
              <Input autoComplete="off" {...register('last_name')} />
            </Field>
          </div>
          <Field label={t.phone} error={errors.phone?.message} optional>
            <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
          </Field>
          <Field label={t.email} error={errors.email?.message} optional>
            <Input type="email" autoComplete="off" {...register('email')} />
          </Field>
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium text-ink">{tp.title}</legend>
            <p className="-mt-1 text-xs text-stone-600">{tp.hint}</p>
            {extra.fields.map((f, i) => (
              <div key={f.id} className="grid gap-2 rounded-lg border border-stone-200 p-3">
                <div className="flex items-end gap-2">
                  <Field
                    label={fill(tp.phone, { n: i + 1 })}
                    error={errors.phones?.[i]?.phone?.message}
                    className="min-w-0 flex-1"
                  >
                    <Input type="tel" inputMode="tel" autoComplete="off" {...register(`phones.${i}.phone` as const)} />
                  </Field>
                  <Button type="button" variant="ghost" size="icon" aria-label={tp.remove} onClick={() => extra.remove(i)}>
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
                <CheckboxField
                  label={tp.shared}
                  checked={form.watch(`phones.${i}.shared` as const) === true}
                  onCheckedChange={(v) => form.setValue(`phones.${i}.shared` as const, v === true, { shouldDirty: true })}
                />
              </div>
            ))}
            {errors.phones?.message ? <p className="text-sm text-red-700">{errors.phones.message}</p> : null}
            {extra.fields.length < CUSTOMER_EXTRA_PHONES_MAX ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() => extra.append({ phone: '', shared: true })}
              >
                <Plus aria-hidden className="size-4" />
                {tp.add}
              </Button>
            ) : null}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" size="md" onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" size="md" loading={save.isPending}>
              {t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
