import { zodResolver } from '@hookform/resolvers/zod';
import { createTimeOffBodySchema, type CreateTimeOffBody } from '@randevu/contracts';
import { messages, venueNowLocal } from '@randevu/contracts/messages';
import { useCreateExpertTimeOff } from '@/lib/create-expert-time-off';
import { RangeRuleForm } from './range-rule-form';

const t = messages.availabilityRules.page;
const empty: CreateTimeOffBody = { starts_at: '', ends_at: '', reason: '' };

/** 'İzin Ekle' for one expert: start and end in venue wall time, an optional reason; a conflict asks first. */
export function TimeOffForm({ venueId, expertId }: { venueId: number; expertId: number }) {
  const create = useCreateExpertTimeOff(venueId);
  return (
    <RangeRuleForm<CreateTimeOffBody>
      resolver={zodResolver(createTimeOffBodySchema)}
      empty={empty}
      range={[
        { name: 'starts_at', label: t.startsAt },
        { name: 'ends_at', label: t.endsAt },
      ]}
      input={{ type: 'datetime-local', min: venueNowLocal() }}
      send={(values, force) => create.mutateAsync({ expertId, body: { ...values, force } })}
      texts={{ added: t.timeOffAdded, submit: t.addTimeOff }}
    />
  );
}
