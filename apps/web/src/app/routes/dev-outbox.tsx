import { RefreshCw } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { DevOutboxList } from '@/features/notifications/components/dev-outbox-list';
import { useDevOutbox } from '@/features/notifications/api/get-dev-outbox';
import { ApiError } from '@/lib/api-client';
import NotFoundPage from './not-found';

const t = messages.notifications.outbox;

/**
 * /dev/outbox: what the app sent, so a tester can read a reset code. Not linked anywhere; in
 * production the API route does not exist and this page shows the 404 page.
 */
export default function DevOutboxPage() {
  const outbox = useDevOutbox();
  usePageMeta(t.title, t.description);
  if (outbox.error instanceof ApiError && outbox.error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.title}</h1>
          <p className="mt-1.5 max-w-prose text-sm text-stone-600">{t.description}</p>
        </div>
        <Button variant="secondary" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {outbox.isFetching ? null : <RefreshCw aria-hidden />}
          {t.refresh}
        </Button>
      </div>
      <div className="mt-8">
        {outbox.isPending ? (
          <PageSpinner />
        ) : outbox.isError ? (
          <Alert tone="error">{t.failed}</Alert>
        ) : outbox.data.length === 0 ? (
          <EmptyState title={t.empty} />
        ) : (
          <DevOutboxList items={outbox.data} />
        )}
      </div>
    </section>
  );
}
