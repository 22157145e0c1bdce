import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import NotFoundPage from './not-found';

/** Shown when a page throws or its code fails to load (for example after a deploy replaced the chunks). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <section role="alert" className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-4 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-ink">{messages.site.ui.routeError}</h1>
      <p className="mt-2 text-stone-600">{messages.site.ui.routeErrorHint}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {messages.site.ui.reload}
      </Button>
    </section>
  );
}
