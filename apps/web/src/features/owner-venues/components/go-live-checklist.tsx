import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueGoLive } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { fill } from '@/lib/format';
import { useVenueGoLive } from '../api/get-venue-go-live';
import { useSetVenuePublication } from '../api/set-venue-publication';

const t = messages.ownerVenues.goLive;

type StepState = 'done' | 'todo' | 'optional';

function Step({ state, title, text, action }: { state: StepState; title: string; text: string; action?: ReactNode }) {
  const Icon = state === 'done' ? CheckCircle2 : state === 'optional' ? CircleDot : Circle;
  const label = state === 'done' ? t.done : state === 'optional' ? t.optional : t.todo;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 px-3.5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-2.5">
        <Icon
          className={state === 'done' ? 'mt-0.5 size-5 shrink-0 text-emerald-700' : 'mt-0.5 size-5 shrink-0 text-stone-500'}
          aria-hidden
        />
        <div className="grid min-w-0 gap-0.5">
          <span className="text-sm font-semibold text-ink">
            {title} <span className="sr-only">({label})</span>
          </span>
          <span className="text-sm break-words text-stone-600">{text}</span>
        </div>
      </div>
      {action && state !== 'done' ? <div className="shrink-0 pl-7 sm:pl-0">{action}</div> : null}
    </li>
  );
}

const stepLink = (to: string, text: string) => (
  <Link
    to={to}
    className="inline-flex min-h-11 items-center rounded-md text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
  >
    {text}
  </Link>
);

function statusOf(g: VenueGoLive): string {
  if (g.is_listed) return t.live;
  if (!g.is_bookable) return `${t.notLive} ${t.whyNotBookable}`;
  return `${t.unpublishedButBookable} ${t.readyToPublish}`;
}

/**
 * The venue's go-live checklist (decision 074): services, an expert with hours and services, photos (advised), then
 * "Yayına al", enabled once the venue can take a booking; says why the venue is not public yet. `holidayQuestion`
 * (decision 075) shows until the owner answered it.
 */
export function GoLiveChecklist({ venueId, holidayQuestion }: { venueId: number; holidayQuestion?: ReactNode }) {
  const goLive = useVenueGoLive(venueId);
  const publication = useSetVenuePublication(venueId);
  if (goLive.isPending) return <Skeleton className="h-40 w-full rounded-card" />;
  if (goLive.isError) return <Alert tone="error">{t.loadFailed}</Alert>;
  const g = goLive.data;
  const setPublished = (value: boolean) =>
    publication.mutate(value, {
      onSuccess: () => toast.success(value ? t.published : t.unpublished),
      onError: () => toast.error(t.publishFailed),
    });
  const flags =
    g.experts_without_hours || g.experts_without_services
      ? ` ${fill(t.stepExpertFlags, { hours: g.experts_without_hours, services: g.experts_without_services })}`
      : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription role="status">{statusOf(g)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {g.is_listed ? null : (
          <ol className="grid gap-2.5" aria-label={t.title}>
            <Step
              state={g.active_sub_services ? 'done' : 'todo'}
              title={t.stepServices}
              text={g.active_sub_services ? fill(t.stepServicesDone, { count: g.active_sub_services }) : t.stepServicesTodo}
              action={stepLink(paths.owner.venueServiceNew(venueId), t.goServices)}
            />
            <Step
              state={g.is_bookable ? 'done' : 'todo'}
              title={t.stepExpert}
              text={(g.is_bookable ? t.stepExpertDone : t.stepExpertTodo) + flags}
              action={stepLink(paths.owner.venueExperts(venueId), t.goExperts)}
            />
            <Step
              state={g.images ? 'done' : 'optional'}
              title={t.stepPhotos}
              text={g.images ? fill(t.stepPhotosDone, { count: g.images }) : t.stepPhotosTodo}
              action={stepLink(paths.owner.venueInfo(venueId), t.goPhotos)}
            />
          </ol>
        )}
        {g.holidays_answered ? null : holidayQuestion}
        <div>
          {g.is_published ? (
            <Button type="button" variant="outline" loading={publication.isPending} onClick={() => setPublished(false)}>
              {t.unpublish}
            </Button>
          ) : (
            <Button
              type="button"
              size="lg"
              disabled={!g.is_bookable}
              loading={publication.isPending}
              onClick={() => setPublished(true)}
            >
              {t.publish}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
