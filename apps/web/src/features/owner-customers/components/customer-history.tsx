import type { CustomerChange } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { fill, formatVenueInstant } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';

const t = messages.ownerCustomers.history;

/** A value as the front desk reads it: a phone as "0532 123 45 67", an empty one as "(boş)". */
function shown(change: CustomerChange, value: string | null): string {
  if (!value) return t.blank;
  return change.field === 'phone' ? formatPhone(value) : value;
}

/** The card's corrections and merges, the latest first: the field, its old and new value, who and when (decision 092). */
export function CustomerHistory({ history }: { history: CustomerChange[] }) {
  if (history.length === 0) return <p className="text-sm text-stone-600">{t.empty}</p>;
  return (
    <ul aria-label={t.listLabel} className="grid divide-y divide-stone-100">
      {history.map((h) => (
        <li key={h.id} className="grid gap-0.5 py-2.5">
          <span className="text-sm break-words text-stone-800">
            {fill(t.change, { field: t.fields[h.field], old: shown(h, h.old_value), new: shown(h, h.new_value) })}
          </span>
          <span className="text-xs text-stone-500">
            {fill(t.by, { name: h.changed_by ?? t.blank, date: formatVenueInstant(h.changed_at) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
