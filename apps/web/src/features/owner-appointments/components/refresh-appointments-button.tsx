import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { queryKeys } from '@/lib/query-keys';

const t = messages.ownerAppointments;

/** The page's refresh button (docs/product-owner.md#appointment-requests): reads the list and the count now, not at the next poll. */
export function RefreshAppointmentsButton() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: queryKeys.owner.appointments.all() }) > 0;
  return (
    <Button
      variant="outline"
      onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.owner.appointments.all() })}
    >
      <RefreshCw aria-hidden className={cn(fetching && 'animate-spin')} />
      {t.refresh}
      <span className="sr-only" role="status">
        {fetching ? t.refreshing : ''}
      </span>
    </Button>
  );
}
