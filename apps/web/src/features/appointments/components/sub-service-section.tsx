import { messages } from '@randevu/contracts/messages';
import type { PublicExpert, VenueSubService } from '@randevu/contracts';
import { formatLira } from '@/lib/format';
import { priceAndDuration } from '../lib/booking-options';
import { ChoiceTile } from './choice-tile';
import { PickSection } from './pick-section';

const b = messages.appointments;

export interface SubServiceSectionProps {
  subServices: VenueSubService[];
  /** Price and duration follow the expert's custom values (contracts `pricing.ts`). */
  expert: PublicExpert | undefined;
  selectedId: number | null;
  error?: string;
  onSelect(id: number): void;
}

/** Step 2 of the sheet: the sub-services the chosen expert gives, with price and duration. */
export function SubServiceSection({ subServices, expert, selectedId, error, onSelect }: SubServiceSectionProps) {
  return (
    <PickSection legend={b.subServiceLabel} error={error}>
      {subServices.map((s) => {
        const { price, durationMinutes } = priceAndDuration(s, expert);
        return (
          <ChoiceTile
            key={s.id}
            name="booking-sub-service"
            value={String(s.id)}
            checked={s.id === selectedId}
            onSelect={() => onSelect(s.id)}
            className="justify-between gap-3 px-3 py-2.5"
          >
            <span className="min-w-0 font-medium">{s.name}</span>
            <span className="grid shrink-0 justify-items-end text-sm">
              <span className="font-semibold text-brand-800">{formatLira(price)}</span>
              <span className="text-xs text-stone-600">
                {durationMinutes} {b.minutes}
              </span>
            </span>
          </ChoiceTile>
        );
      })}
    </PickSection>
  );
}
