import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { APPOINTMENT_STATUS_LABELS_TR, messages } from '@randevu/contracts/messages';
import type { OwnerAppointment } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonLines, SkeletonList } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { useNow } from '@/lib/use-now';
import { useOwnerAppointments, type OwnerAppointmentsFilter } from '../api/get-owner-appointments';
import { ownerAppointmentsSummaryQueryOptions } from '../api/get-owner-appointments-summary';
import { venueToday } from '../lib/venue-today';
import { FilterTabsList } from './filter-tabs-list';
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

/**
 * The filter in the URL (`?filter=pending`), so a reload or a shared link keeps it. Without one the page opens on
 * 'Bekleyenler' while requests wait, else on 'Tümü' (decision 071), and writes that choice into the URL so a poll that
 * brings the first request does not switch tabs under the owner; `null` until the count of waiting requests is known.
 */
export function useOwnerAppointmentFilter(venueId: number | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('filter');
  const chosen = isFilter(raw) ? raw : null;
  const summary = useQuery({
    ...ownerAppointmentsSummaryQueryOptions(venueId ?? 0),
    enabled: chosen === null && venueId !== null,
  });
  const decided: OwnerAppointmentFilterKey | null = summary.isError
    ? 'all'
    : summary.data
      ? summary.data.pending > 0
        ? 'pending'
        : 'all'
      : null;
  const key = chosen ?? decided;
  const setKey = useCallback(
    (value: string) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('filter', isFilter(value) ? value : 'all');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  useEffect(() => {
    if (chosen === null && decided !== null) setKey(decided);
  }, [chosen, decided, setKey]);
  return [key, setKey] as const;
}

const toQuery = (venueId: number, key: OwnerAppointmentFilterKey, today: string): OwnerAppointmentsFilter =>
  key === 'pending' || key === 'no_show' || key === 'expired'
    ? { venueId, status: key }
    : key === 'upcoming'
      ? { venueId, from: today }
      : { venueId };

/**
 * This venue's appointments, newest first (docs/product-owner.md#appointment-requests), filtered on the server, refreshed by polling.
 * 'Yaklaşanlar' are those from today on, in venue time. `filter` is null while the page decides where it opens.
 */
export function OwnerAppointmentList({
  venueId,
  filter,
  onFilterChange,
}: {
  venueId: number;
  filter: OwnerAppointmentFilterKey | null;
  onFilterChange: (value: string) => void;
}) {
  return (
    // min-w-0: on a phone the five filters scroll inside their list instead of widening the page.
    <Tabs value={filter ?? ''} onValueChange={onFilterChange} className="min-w-0">
      <FilterTabsList label={t.filterLabel} active={filter ?? ''}>
        {OWNER_APPOINTMENT_FILTERS.map((key) => (
          <TabsTrigger key={key} value={key}>
            {labels[key]}
          </TabsTrigger>
        ))}
      </FilterTabsList>
      {filter === null ? (
        <div className="mt-4">
          <ListSkeleton />
        </div>
      ) : (
        <FilteredAppointments venueId={venueId} filter={filter} />
      )}
    </Tabs>
  );
}

function FilteredAppointments({ venueId, filter }: { venueId: number; filter: OwnerAppointmentFilterKey }) {
  const now = useNow();
  const today = venueToday(now);
  // The query key changes at the venue's midnight only, not with every tick of `now`.
  const query = useOwnerAppointments(useMemo(() => toQuery(venueId, filter, today), [venueId, filter, today]));
  const items: OwnerAppointment[] = useMemo(() => {
    const seen = new Set<number>();
    // Pages read at different moments may repeat a row that moved; keep its first (newest) copy.
    return (query.data?.pages.flat() ?? []).filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true)));
  }, [query.data]);
  const linked = useLinkedRequest(items, !query.isPending && !query.hasNextPage);

  return (
    // Radix mounts only the active panel; its id is what the active tab's aria-controls names.
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
        <div className="grid gap-4">
          {filter === 'pending' && linked.gone ? <LinkedRequestGone /> : null}
          <EmptyState icon={CalendarCheck} title={emptyTitles[filter]} description={t.emptyHint} />
        </div>
      ) : (
        <div className="grid gap-4">
          {filter === 'pending' && linked.gone ? <LinkedRequestGone /> : null}
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={labels[filter]}>
            {items.map((a) => (
              <li key={a.id}>
                <OwnerAppointmentCard appointment={a} linked={a.id === linked.id} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} label={t.loadMore} />
        </div>
      )}
    </TabsContent>
  );
}

/**
 * The request a message's link names (`?appointment=<id>`, decision 096): once the list holds it, it is scrolled to and
 * focused, once; `gone` when the whole list is read without it and it was never shown (answered, cancelled or expired).
 */
function useLinkedRequest(items: OwnerAppointment[], complete: boolean) {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('appointment');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const [shown, setShown] = useState<number | null>(null);
  const present = id !== null && items.some((a) => a.id === id);
  useEffect(() => {
    if (!present || shown === id) return;
    setShown(id);
    const card = document.querySelector<HTMLElement>(`[data-appointment-id="${id}"]`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [present, id, shown]);
  return { id, gone: id !== null && complete && !present && shown !== id };
}

function LinkedRequestGone() {
  return (
    <p role="status" className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm text-stone-700">
      {t.linkedRequestGone}
    </p>
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
