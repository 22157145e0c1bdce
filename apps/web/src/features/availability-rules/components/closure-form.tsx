import { zodResolver } from '@hookform/resolvers/zod';
import { createClosureBodySchema, type CreateClosureBody } from '@randevu/contracts';
import { messages, venueNowLocal } from '@randevu/contracts/messages';
import { useCreateVenueClosure } from '../api/create-venue-closure';
import { RangeRuleForm } from './range-rule-form';

const t = messages.availabilityRules.page;
const empty: CreateClosureBody = { start_date: '', end_date: '', reason: '' };

/** 'Kapanış Ekle': first and last closed day (both included), an optional reason; a conflict asks first. */
export function ClosureForm({ venueId }: { venueId: number }) {
  const create = useCreateVenueClosure(venueId);
  return (
    <RangeRuleForm<CreateClosureBody>
      resolver={zodResolver(createClosureBodySchema)}
      empty={empty}
      range={[
        { name: 'start_date', label: t.startDate },
        { name: 'end_date', label: t.endDate },
      ]}
      input={{ type: 'date', min: venueNowLocal().slice(0, 10) }}
      send={(values, force) => create.mutateAsync({ ...values, force })}
      texts={{ added: t.closureAdded, submit: t.addClosure }}
    />
  );
}
