import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { siteShellMessages } from '@randevu/contracts/messages/site-shell';
import { Button } from '@/components/ui/button';

/**
 * Shown when a page throws or its code fails to load (for example after a deploy replaced the chunks). Offline, it
 * says that the connection is down rather than that the page is broken.
 */
export function RouteError() {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <section role="alert" className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-4 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-ink">
        {offline ? siteShellMessages.ui.offline : siteShellMessages.ui.routeError}
      </h1>
      <p className="mt-2 text-stone-600">{offline ? siteShellMessages.ui.offlineHint : siteShellMessages.ui.routeErrorHint}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {siteShellMessages.ui.reload}
      </Button>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  locationKey: string;
}

interface BoundaryState {
  failed: boolean;
  locationKey: string;
}

/**
 * A route's error boundary (the data router's errorElement): an error thrown while rendering anything
 * inside, or a lazy page whose chunk fails to load, replaces the wrapped element with <RouteError>.
 * The next navigation clears it, as React Router's own boundary does.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, locationKey: this.props.locationKey };

  // React reports the caught error itself (console.error, createRoot's onCaughtError).
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey !== state.locationKey ? { failed: false, locationKey: props.locationKey } : null;
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}
