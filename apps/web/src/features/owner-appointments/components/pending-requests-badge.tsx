import { messages } from '@randevu/contracts/messages';
import { Badge } from '@/components/ui/badge';
import { fill } from '@/lib/format';
import { useOwnerAppointmentsSummary } from '../api/get-owner-appointments-summary';

/**
 * '3 bekleyen istek' beside the panel's 'Randevu Yönetimi' entry; nothing while there are none. `compact` (the owner
 * navigation) shows only the count and keeps the whole text for screen readers, so it stays part of the link's name.
 */
export function PendingRequestsBadge({ venueId, compact = false }: { venueId: number; compact?: boolean }) {
  const summary = useOwnerAppointmentsSummary(venueId);
  const pending = summary.data?.pending ?? 0;
  if (pending === 0) return null;
  const text = fill(messages.ownerVenues.panel.pendingCount, { count: pending });
  if (compact) {
    return (
      <Badge tone="pending" className="ml-auto">
        <span aria-hidden>{pending}</span>
        <span className="sr-only">{text}</span>
      </Badge>
    );
  }
  return (
    <Badge tone="pending" data-testid="pending-requests-badge">
      {text}
    </Badge>
  );
}
