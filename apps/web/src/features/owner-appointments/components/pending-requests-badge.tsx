import { messages } from '@randevu/contracts/messages';
import { Badge } from '@/components/ui/badge';
import { fill } from '@/lib/format';
import { useOwnerAppointmentsSummary } from '../api/get-owner-appointments-summary';

/** '3 bekleyen istek' beside the panel's 'Randevu Yönetimi' entry; nothing while there are none. */
export function PendingRequestsBadge({ venueId }: { venueId: number }) {
  const summary = useOwnerAppointmentsSummary(venueId);
  const pending = summary.data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <Badge tone="pending" data-testid="pending-requests-badge">
      {fill(messages.ownerVenues.panel.pendingCount, { count: pending })}
    </Badge>
  );
}
