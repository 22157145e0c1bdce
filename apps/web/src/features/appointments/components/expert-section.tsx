import { messages } from '@randevu/contracts/messages';
import type { PublicExpert } from '@randevu/contracts';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { ChoiceTile } from './choice-tile';
import { PickSection } from './pick-section';

const b = messages.appointments;

export interface ExpertSectionProps {
  experts: PublicExpert[];
  selectedId: number | null;
  error?: string;
  onSelect(id: number): void;
}

/** Step 1 of the sheet: the experts who give the service, as tiles with initials and specialisation. */
export function ExpertSection({ experts, selectedId, error, onSelect }: ExpertSectionProps) {
  return (
    <PickSection legend={b.expertLabel} error={error}>
      {experts.map((e) => (
        <ChoiceTile
          key={e.id}
          name="booking-expert"
          value={String(e.id)}
          checked={e.id === selectedId}
          onSelect={() => onSelect(e.id)}
          className="gap-3 px-3 py-2.5"
        >
          <InitialsAvatar name={e.name} className="size-10 shrink-0 rounded-full bg-brand-100 text-sm font-bold" />
          <span className="grid min-w-0">
            <span className="truncate font-medium">{e.name}</span>
            {e.specialization ? <span className="truncate text-xs text-stone-600">{e.specialization}</span> : null}
          </span>
        </ChoiceTile>
      ))}
    </PickSection>
  );
}
