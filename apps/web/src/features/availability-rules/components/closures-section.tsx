import { toast } from 'sonner';
import { DoorClosed } from 'lucide-react';
import { messages, venueNowLocal } from '@randevu/contracts/messages';
import { refusalMessageOr } from '@/lib/form-errors';
import { useVenueClosures } from '../api/get-venue-closures';
import { useDeleteVenueClosure } from '../api/delete-venue-closure';
import { formatDateRange } from '@/lib/format-rules';
import { ClosureForm } from './closure-form';
import { RuleRecordList } from './rule-record-list';
import { RuleLoadFailed, RuleSection, RuleSkeleton } from './rule-section';

const t = messages.availabilityRules.page;

/** 'Mekan Kapanışları': the venue's closures still ahead, delete or add one. */
export function ClosuresSection({ venueId }: { venueId: number }) {
  const closures = useVenueClosures(venueId);
  const remove = useDeleteVenueClosure(venueId);

  let list;
  if (closures.isPending) list = <RuleSkeleton rows={2} />;
  else if (closures.isError) list = <RuleLoadFailed retrying={closures.isFetching} onRetry={() => void closures.refetch()} />;
  else {
    const today = venueNowLocal().slice(0, 10);
    const records = closures.data
      .filter((c) => c.end_date >= today)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
      .map((c) => ({ id: c.id, range: formatDateRange(c.start_date, c.end_date), reason: c.reason }));
    list = (
      <RuleRecordList
        label={t.closureList}
        empty={t.noClosures}
        deleteLabel={t.deleteClosure}
        records={records}
        deletingId={remove.isPending ? remove.variables : null}
        onDelete={(closureId) =>
          remove.mutate(closureId, {
            onSuccess: () => void toast.success(t.closureDeleted),
            onError: (error) => void toast.error(refusalMessageOr(error, t.deleteFailed)),
          })
        }
      />
    );
  }

  return (
    <RuleSection icon={DoorClosed} title={t.closuresTitle} hint={t.closuresHint}>
      <div className="grid gap-5">
        {list}
        <div className="border-t border-stone-100 pt-5">
          <ClosureForm venueId={venueId} />
        </div>
      </div>
    </RuleSection>
  );
}
