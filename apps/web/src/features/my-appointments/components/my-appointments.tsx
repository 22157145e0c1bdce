import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { MyAppointment } from '@randevu/contracts';
import { Link, useSearchParams } from 'react-router';
import { CalendarCheck, History } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonLines, SkeletonList } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useMyAppointments } from '../api/get-my-appointments';
import { useNow } from '@/lib/use-now';
import { splitAppointments } from '../lib/appointment-format';
import { AppointmentCard } from './appointment-card';
import { AppointmentDetailSheet, type MyRescheduleSlot } from './appointment-detail-sheet';
import { BookAgainLink, UpcomingActions } from './appointment-card-actions';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';

/** The review dialog the page brings: the review feature's form driving the user's request. */
export type MyReviewSlot = (props: {
  appointment: MyAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

/** The review part of a past visit's card the page brings: the review feature's stars, 'Değerlendir', 'Düzenle'. */
export type MyReviewSummarySlot = ComponentType<{ appointment: MyAppointment; now: number; onReview(): void }>;

const t = messages.myAppointments;
type Tab = 'current' | 'past';

/** `?yeni={id}`: the booking just made, marked on its card (decision 072). */
const NEW_PARAM = 'yeni';
const newId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * 'Alınan Randevular' (current, soonest first) and 'Geçmiş Randevular' (past, newest first); `reschedule` is the
 * page's reschedule dialog for the detail sheet, `review` its review dialog and `reviewSummary` the review part of a
 * past visit's card.
 */
export function MyAppointments({
  reschedule,
  review,
  reviewSummary: ReviewSummary,
}: { reschedule?: MyRescheduleSlot; review?: MyReviewSlot; reviewSummary?: MyReviewSummarySlot } = {}) {
  const query = useMyAppointments();
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'past' ? 'past' : 'current';
  // The id stays set while the sheet animates closed, so its content does not blank out.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [reviewedId, setReviewedId] = useState<number | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  // A card's own 'Randevuyu değiştir' / 'İptal Et' (decision 073).
  const [actionId, setActionId] = useState<number | null>(null);
  const [action, setAction] = useState<'reschedule' | 'cancel' | null>(null);
  const highlightId = newId(searchParams.get(NEW_PARAM));

  const { current, past } = useMemo(() => splitAppointments(query.data ?? [], now), [query.data, now]);
  const selected = query.data?.find((a) => a.id === selectedId) ?? null;
  const reviewed = query.data?.find((a) => a.id === reviewedId) ?? null;
  const acted = query.data?.find((a) => a.id === actionId) ?? null;
  const act = (id: number, next: 'reschedule' | 'cancel') => {
    setActionId(id);
    setAction(next);
  };

  // The booking just made comes into view once the list is there.
  const highlightShown = tab === 'current' && current.some((a) => a.id === highlightId);
  useEffect(() => {
    if (!highlightShown) return;
    document.querySelector(`[data-appointment-id="${highlightId}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [highlightShown, highlightId]);

  const setTab = (value: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'past') next.set('tab', 'past');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={messages.myAppointments.appointmentsTab}>
          <TabsTrigger value="current">
            {t.currentTab}
            {query.data ? <Count value={current.length} /> : null}
          </TabsTrigger>
          <TabsTrigger value="past">
            {t.pastTab}
            {query.data ? <Count value={past.length} /> : null}
          </TabsTrigger>
        </TabsList>

        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <EmptyState
            className="mt-4"
            title={t.listFailed}
            action={
              <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
                {t.retry}
              </Button>
            }
          />
        ) : (
          <>
            <TabsContent value="current">
              {current.length ? (
                <ul className="grid gap-3 lg:grid-cols-2">
                  {current.map((a) => (
                    <li key={a.id}>
                      <AppointmentCard
                        appointment={a}
                        highlighted={a.id === highlightId}
                        footer={
                          <UpcomingActions
                            appointment={a}
                            onReschedule={reschedule ? () => act(a.id, 'reschedule') : undefined}
                            onCancel={() => act(a.id, 'cancel')}
                          />
                        }
                        onOpen={() => {
                          setSelectedId(a.id);
                          setDetailOpen(true);
                        }}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState
                  icon={CalendarCheck}
                  title={t.noCurrent}
                  description={t.noCurrentHint}
                  action={
                    <Button asChild>
                      <Link to={paths.user.book}>{t.bookTab}</Link>
                    </Button>
                  }
                />
              )}
            </TabsContent>
            <TabsContent value="past">
              {past.length ? (
                <ul className="grid gap-3 lg:grid-cols-2">
                  {past.map((a) => (
                    <li key={a.id}>
                      <AppointmentCard
                        appointment={a}
                        footer={
                          <>
                            {review && ReviewSummary ? (
                              <ReviewSummary
                                appointment={a}
                                now={now}
                                onReview={() => {
                                  setReviewedId(a.id);
                                  setReviewOpen(true);
                                }}
                              />
                            ) : null}
                            <BookAgainLink appointment={a} />
                          </>
                        }
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState icon={History} title={t.noPast} description={t.noPastHint} />
              )}
            </TabsContent>
          </>
        )}
      </Tabs>

      <AppointmentDetailSheet appointment={selected} open={detailOpen} onOpenChange={setDetailOpen} reschedule={reschedule} />
      {acted && action === 'cancel' ? (
        <CancelAppointmentDialog
          appointment={acted}
          open
          onOpenChange={(open) => !open && setAction(null)}
          onDone={() => setAction(null)}
        />
      ) : null}
      {acted && reschedule
        ? reschedule({ appointment: acted, open: action === 'reschedule', onOpenChange: (open) => !open && setAction(null) })
        : null}
      {review && reviewed ? review({ appointment: reviewed, open: reviewOpen, onOpenChange: setReviewOpen }) : null}
    </>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span
      className="hidden rounded-full bg-stone-200/70 px-2 py-0.5 text-xs font-semibold text-stone-700 tabular-nums min-[400px]:inline"
      aria-hidden
    >
      {value}
    </span>
  );
}

function ListSkeleton() {
  return (
    <SkeletonList count={3} className="mt-4 grid gap-3 lg:grid-cols-2" aria-busy announce>
      <Card className="flex gap-4 p-4 sm:p-5">
        <Skeleton className="size-16 rounded-xl sm:size-20" />
        <SkeletonLines className="grid flex-1 gap-2" lines={['h-5 w-2/3', 'h-4 w-1/2', 'h-4 w-full']} />
      </Card>
    </SkeletonList>
  );
}
