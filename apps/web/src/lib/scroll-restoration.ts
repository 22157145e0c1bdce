import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scroll restoration for the declarative router, with the behaviour of React Router's <ScrollRestoration>
 * (which needs the data router, 17 KB more on the first paint; decision 022): a new navigation starts at
 * the top (or at the element named by the URL's #hash), back/forward and a reload return to where that
 * history entry was left. Positions are kept per history entry (location.key) and survive a reload in
 * sessionStorage, as React Router does.
 */
const STORAGE_KEY = 'randevu-scroll-positions';

/**
 * Navigation state for a change that keeps the scroll position (React Router's `preventScrollReset`,
 * which only the data router reads): `navigate(to, { state: keepScrollState })`.
 */
export const keepScrollState = { keepScroll: true } as const;

let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    positions = {};
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      if (stored && typeof stored === 'object') positions = stored as Record<string, number>;
    } catch {
      // A full or disabled storage only loses restoration across reloads.
    }
  }
  return positions;
}

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // A layout effect, so the listener moves to the new entry in the same commit that renders it: the scroll
  // event of the old page being replaced (clamped, or reset below) is never recorded under the old entry.
  useLayoutEffect(() => {
    const key = location.key;
    const save = () => {
      savedPositions()[key] = window.scrollY;
    };
    const persist = () => {
      save();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // See savedPositions.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const y = savedPositions()[location.key];
      if (typeof y === 'number') {
        window.scrollTo(0, y);
        return;
      }
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: fall through to the top, as React Router does.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}
