import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { APPOINTMENT_STATUS_LABELS_TR, messages } from '@randevu/contracts/messages';
import type { OwnerAppointment } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonLines, SkeletonList } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNow } from '@/lib/use-now';
import { useOwnerAppointments, type OwnerAppointmentsFilter } from '../api/get-owner-appointments';
import { venueToday } from '../lib/venue-today';
import { OwnerAppointmentCard } from './owner-appointment-card';
import { LoadMore } from '@/components/ui/load-more';

const t = messages.ownerAppointments;

/**
 * 'Gelmedi': the visits the owner marked no-show, read with `?status=no_show`; 'Süresi Doldu':
 * the requests nobody answered in time, `?status=expired`.
 */
export const OWNER_APPOINTMENT_FILTERS = ['all', 'pending', 'upcoming', 'no_show', 'expired'] as const;
export type OwnerAppointmentFilterKey = (typeof OWNER_APPOINTMENT_FILTERS)[number];

const labels: Record<OwnerAppointmentFilterKey, string> = {
  all: t.filterAll,
  pending: t.filterPending,
  upcoming: t.filterUpcoming,
  no_show: t.filterNoShow,
  expired: APPOINTMENT_STATUS_LABELS_TR.expired,
};
const emptyTitles: Record<OwnerAppointmentFilterKey, string> = {
  all: t.empty,
  pending: t.emptyPending,
  upcoming: t.emptyUpcoming,
  no_show: t.emptyNoShow,
  expired: t.emptyExpired,
};

const isFilter = (v: string | null): v is OwnerAppointmentFilterKey =>
  (OWNER_APPOINTMENT_FILTERS as readonly (string | null)[]).includes(v);

/** The filter in the URL (`?filter=pending`), so a reload or a shared link keeps it. */
export function useOwnerAppointmentFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('filter');
  const key: OwnerAppointmentFilterKey = isFilter(raw) ? raw : 'all';
  const setKey = (value: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (isFilter(value) && value !== 'all') next.set('filter', value);
        else next.delete('filter');
        return next;
      },
      { replace: true },
    );
  return [key, setKey] as const;
}

const toQuery = (venueId: number, key: OwnerAppointmentFilterKey, today: string): OwnerAppointmentsFilter =>
  key === 'pending' || key === 'no_show' || key === 'expired'
    ? { venueId, status: key }
    : key === 'upcoming'
      ? { venueId, from: today }
      : { venueId };

/**
 * This venue's appointments, newest first (docs/product.md#appointment-requests), filtered on the server, refreshed by polling.
 * 'Yaklaşanlar' are those from today on, in venue time.
 */
export function OwnerAppointmentList({
  venueId,
  filter,
  onFilterChange,
}: {
  venueId: number;
  filter: OwnerAppointmentFilterKey;
  onFilterChange: (value: string) => void;
}) {
  const now = useNow();
  const today = venueToday(now);
  // The query key changes at the venue's midnight only, not with every tick of `now`.
  const query = useOwnerAppointments(useMemo(() => toQuery(venueId, filter, today), [venueId, filter, today]));
  const items: OwnerAppointment[] = useMemo(() => {
    const seen = new Set<number>();
    // Pages read at different moments may repeat a row that moved; keep its first (newest) copy.
    return (query.data?.pages.flat() ?? []).filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true)));
  }, [query.data]);

  return (
    // min-w-0: on a phone the five filters scroll inside their list instead of widening the page.
    <Tabs value={filter} onValueChange={onFilterChange} className="min-w-0">
      <TabsList aria-label={t.filterLabel}>
        {OWNER_APPOINTMENT_FILTERS.map((key) => (
          <TabsTrigger key={key} value={key}>
            {labels[key]}
          </TabsTrigger>
        ))}
      </TabsList>

      {/* Radix mounts only the active panel; its id is what the active tab's aria-controls names. */}
      <TabsContent value={filter}>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError && !query.data ? (
          <EmptyState
            title={t.listFailed}
            action={
              <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
                {t.retry}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState icon={CalendarCheck} title={emptyTitles[filter]} description={t.emptyHint} />
        ) : (
          <div className="grid gap-4">
            <ul className="grid gap-3 lg:grid-cols-2" aria-label={labels[filter]}>
              {items.map((a) => (
                <li key={a.id}>
                  <OwnerAppointmentCard appointment={a} />
                </li>
              ))}
            </ul>
            <LoadMore query={query} label={t.loadMore} />
          </div>
        )}
      </TabsContent>
    </Tabs>
  );
}

function ListSkeleton() {
  return (
    <SkeletonList count={4} className="grid gap-3 lg:grid-cols-2" aria-busy announce>
      <Card className="grid gap-3 p-4 sm:p-5">
        <SkeletonLines className="flex justify-between gap-3" lines={['h-5 w-1/2', 'h-5 w-24 rounded-full']} />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </Card>
    </SkeletonList>
  );
}
