import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Merge } from 'lucide-react';
import { customerDisplayName, type OwnerCustomer } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { formatAppointmentDate } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { refusalMessageOr } from '@/lib/form-errors';
import { useDebounced } from '@/lib/use-debounced';
import { useOwnerCustomer } from '../api/get-owner-customer';
import { useOwnerCustomers } from '../api/get-owner-customers';
import { useMergeOwnerCustomers } from '../api/merge-owner-customers';
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from '../lib/search';

const t = messages.ownerCustomers.merge;
// A card without a name reads as every nameless customer does: "Kapıdan müşteri" (decision 090).
const nameOf = (c: Pick<OwnerCustomer, 'first_name' | 'last_name'>) => customerDisplayName(c);

/** One card of the side-by-side view: what tells two people apart at the counter. */
function Side({ label, card }: { label: string; card: OwnerCustomer }) {
  const phones = [card.phone, ...card.phones.map((p) => p.phone)].filter((p): p is string => Boolean(p));
  return (
    <section aria-label={label} className="grid min-w-0 content-start gap-2 rounded-lg border border-stone-200 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</h3>
      <p className="truncate text-base font-semibold text-ink">{nameOf(card)}</p>
      <dl className="grid gap-1 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-xs text-stone-600">{t.phones}</dt>
          <dd className="text-stone-800">{phones.length ? phones.map(formatPhone).join(', ') : '—'}</dd>
        </div>
        {card.email ? (
          <div className="grid gap-0.5">
            <dt className="text-xs text-stone-600">{messages.ownerCustomers.edit.email}</dt>
            <dd className="truncate text-stone-800">{card.email}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-2">
          <dt className="text-stone-600">{t.visits}</dt>
          <dd className="font-medium text-ink">{card.visits}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-stone-600">{t.lastVisit}</dt>
          <dd className="font-medium text-ink">{card.last_visit ? formatAppointmentDate(card.last_visit) : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Step one: the venue's other cards found by name, phone or e-mail. */
function Search({ venueId, customerId, onPick }: { venueId: number; customerId: number; onPick: (id: number) => void }) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const found = useOwnerCustomers(venueId, q, 1);
  const searchId = useId();
  const rows = (found.data?.data ?? []).filter((r) => r.id !== customerId);
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>{t.searchLabel}</Label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder={t.searchPlaceholder}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {found.isPending ? (
        <Spinner className="mx-auto my-4" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noMatch}</p>
      ) : (
        <ul className="grid max-h-72 divide-y divide-stone-100 overflow-y-auto">
          {rows.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2">
              <span className="grid min-w-0">
                <span className="truncate text-sm font-medium text-ink">{nameOf(r)}</span>
                <span className="truncate text-xs text-stone-600">{r.phone ? formatPhone(r.phone) : (r.email ?? '—')}</span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => onPick(r.id)}
                aria-label={`${t.choose}: ${nameOf(r)}`}
              >
                {t.choose}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "Birleştir" (decision 092): find the other card of the same person, see both side by side (names, phones, visits,
 * last visit), then confirm; this card stays and the other is deleted. Nothing undoes it but a new edit, hence the
 * look first.
 */
export function CustomerMergeDialog({ venueId, customer }: { venueId: number; customer: OwnerCustomer }) {
  const [open, setOpen] = useState(false);
  const [otherId, setOtherId] = useState<number | null>(null);
  const merge = useMergeOwnerCustomers(venueId, customer.id);
  // Not read again once the merge starts: the refresh after it would ask for a card that is gone.
  const other = useOwnerCustomer(venueId, otherId ?? 0, otherId !== null && merge.isIdle);
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setOtherId(null);
  };
  // A new pick starts a new merge (the last one's outcome is forgotten before the card is chosen, so the merged card
  // is never enabled again on the way).
  const pick = (id: number) => {
    merge.reset();
    setOtherId(id);
  };
  const confirm = () =>
    otherId !== null &&
    merge.mutate(otherId, {
      onSuccess: () => {
        toast.success(t.done);
        close(false);
      },
      onError: (error) => toast.error(refusalMessageOr(error, t.failed)),
    });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="md">
          <Merge aria-hidden className="size-4" />
          {t.open}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.hint}</DialogDescription>
        </DialogHeader>
        {otherId === null ? (
          <Search venueId={venueId} customerId={customer.id} onPick={pick} />
        ) : other.data ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Side label={t.keep} card={customer} />
            <Side label={t.remove} card={other.data} />
          </div>
        ) : (
          <Spinner className="mx-auto my-4" />
        )}
        {otherId !== null ? (
          <DialogFooter>
            <Button type="button" variant="outline" size="md" onClick={() => setOtherId(null)}>
              {t.back}
            </Button>
            <Button
              type="button"
              variant="destructive"
              size="md"
              loading={merge.isPending}
              disabled={!other.data}
              onClick={confirm}
            >
              {t.confirm}
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
