import { RemoveButton } from '@/components/row-actions';
import { messages } from '@randevu/contracts/messages';
import { fill } from '@/lib/format';
import { RuleEmpty } from './rule-section';

const t = messages.availabilityRules.page;

export interface RuleRecord {
  id: number;
  /** The interval in Turkish ('12 Mart 2030 Salı, 09:00–13:00'). */
  range: string;
  reason: string | null;
}

/** Time off or closures: one row each with its interval, reason and 'Sil'; `empty` when there is none. */
export function RuleRecordList({
  label,
  empty,
  deleteLabel,
  records,
  deletingId,
  onDelete,
}: {
  /** The list's accessible name. */
  label: string;
  empty: string;
  /** The delete button's accessible name, with `{range}`. */
  deleteLabel: string;
  records: RuleRecord[];
  deletingId: number | null;
  onDelete: (id: number) => void;
}) {
  if (!records.length) return <RuleEmpty>{empty}</RuleEmpty>;
  return (
    <ul aria-label={label} className="grid gap-2">
      {records.map((r) => (
        <li key={r.id} className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 px-3.5 py-2.5">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <span className="text-sm font-semibold break-words text-ink">{r.range}</span>
            {r.reason ? <span className="text-sm break-words text-stone-600">{r.reason}</span> : null}
          </div>
          <RemoveButton
            label={t.delete}
            aria-label={fill(deleteLabel, { range: r.range })}
            loading={deletingId === r.id}
            disabled={deletingId !== null && deletingId !== r.id}
            onClick={() => onDelete(r.id)}
          />
        </li>
      ))}
    </ul>
  );
}
