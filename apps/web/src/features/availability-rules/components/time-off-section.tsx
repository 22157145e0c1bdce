import { useState } from 'react';
import { toast } from 'sonner';
import { Plane } from 'lucide-react';
import { messages, venueNowLocal } from '@randevu/contracts/messages';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { refusalMessageOr } from '@/lib/form-errors';
import { useExpertTimeOff } from '../api/get-expert-time-off';
import { useDeleteExpertTimeOff } from '@/lib/delete-expert-time-off';
import { formatLocalRange } from '@/lib/format-rules';
import { RuleRecordList } from './rule-record-list';
import { RuleEmpty, RuleLoadFailed, RuleSection, RuleSkeleton } from './rule-section';
import { TimeOffForm } from './time-off-form';

const t = messages.availabilityRules.page;

export interface ExpertChoice {
  id: number;
  name: string;
}

export interface TimeOffSectionProps {
  venueId: number;
  /** The venue's experts; undefined while they load. */
  experts: ExpertChoice[] | undefined;
  expertsFailed?: boolean;
  onRetryExperts?: () => void;
}

/** 'Uzman İzinleri': choose an expert, see their upcoming time off, delete or add one. */
export function TimeOffSection({ venueId, experts, expertsFailed = false, onRetryExperts }: TimeOffSectionProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const expertId = experts?.some((e) => e.id === chosen) ? chosen : (experts?.[0]?.id ?? null);

  let body;
  if (expertsFailed) body = <RuleLoadFailed retrying={false} onRetry={() => onRetryExperts?.()} />;
  else if (!experts) body = <RuleSkeleton rows={3} />;
  else if (expertId === null) body = <RuleEmpty>{t.noExperts}</RuleEmpty>;
  else {
    body = (
      <div className="grid gap-5">
        <Field label={t.expert}>
          <Select
            value={expertId}
            onChange={(e) => setChosen(Number(e.target.value))}
            options={experts.map((e) => ({ value: e.id, label: e.name }))}
          />
        </Field>
        <ExpertTimeOffList venueId={venueId} expertId={expertId} />
        <div className="border-t border-stone-100 pt-5">
          <TimeOffForm key={expertId} venueId={venueId} expertId={expertId} />
        </div>
      </div>
    );
  }
  return (
    <RuleSection icon={Plane} title={t.timeOffTitle} hint={t.timeOffHint}>
      {body}
    </RuleSection>
  );
}

function ExpertTimeOffList({ venueId, expertId }: { venueId: number; expertId: number }) {
  const timeOff = useExpertTimeOff(venueId, expertId);
  const remove = useDeleteExpertTimeOff(venueId);
  if (timeOff.isPending) return <RuleSkeleton rows={2} />;
  if (timeOff.isError) return <RuleLoadFailed retrying={timeOff.isFetching} onRetry={() => void timeOff.refetch()} />;

  // Past time off changes nothing any more: the list shows what is still ahead, soonest first.
  const now = venueNowLocal();
  const records = timeOff.data
    .filter((r) => r.ends_at > now)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
    .map((r) => ({ id: r.id, range: formatLocalRange(r.starts_at, r.ends_at), reason: r.reason }));

  const onDelete = (timeOffId: number) =>
    remove.mutate(
      { expertId, timeOffId },
      {
        onSuccess: () => void toast.success(t.timeOffDeleted),
        onError: (error) => void toast.error(refusalMessageOr(error, t.deleteFailed)),
      },
    );

  return (
    <RuleRecordList
      label={t.timeOffList}
      empty={t.noTimeOff}
      deleteLabel={t.deleteTimeOff}
      records={records}
      deletingId={remove.isPending ? remove.variables.timeOffId : null}
      onDelete={onDelete}
    />
  );
}
