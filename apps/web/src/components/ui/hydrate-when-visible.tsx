import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const subscribeNever = () => () => {};
/** True while React hydrates the calling component from server markup (the server snapshot), false in a client render. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let resolve: () => void = () => {};
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((r) => (resolve = r)),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** Suspends while hydrating in a browser until the gate opens; renders its children at once everywhere else. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  // On the server (the prerender, renderVenue) there is no window: the markup is always complete.
  if (hydrating && !gate.opened && typeof window !== 'undefined') use(gate.promise);
  return children;
}

const OPENING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * A part of a server-rendered page below the fold: its markup is painted with the page, but React
 * hydrates it (runs its components, effects and queries) only when it comes within `rootMargin` of the viewport or
 * the visitor presses, focuses or types inside it, not during the page's load. Until then React keeps the server's
 * markup as it is (a suspended Suspense boundary during hydration), so nothing moves and links work natively; a
 * press on it opens the gate before React handles the click, which then hydrates the part at once and delivers it.
 * In a client render (a navigation inside the app, the tests) the children render at once, as without it; after
 * the first navigation (the router's location changes) the gate is open too.
 * Give it stable children (a memoized parent): an update that reaches the boundary before it has hydrated makes
 * React render it afresh on the client instead.
 */
export function HydrateWhenVisible({
  children,
  className,
  rootMargin = '200px',
}: {
  children: ReactNode;
  className?: string;
  rootMargin?: string;
}) {
  const [gate] = useState(createGate);
  // A navigation (a link, the address's hash) changes the router's context, which the part may read (the footer's
  // links): an update that reaches a boundary still waiting to hydrate would hold the navigation's transition until
  // the part came into view. So the gate opens with the first navigation, before React reaches the boundary.
  const location = useLocation();
  const [firstLocation] = useState(location);
  if (location !== firstLocation) gate.open();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || gate.opened) return;
    const open = () => gate.open();
    for (const type of OPENING_EVENTS) element.addEventListener(type, open, { capture: true });
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') open();
    else {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin });
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      for (const type of OPENING_EVENTS) element.removeEventListener(type, open, { capture: true });
    };
  }, [gate, rootMargin]);
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
