import { useEffect, useRef, useState } from 'react';

/**
 * The width in CSS pixels of the element `ref` is put on, followed as it changes (ResizeObserver); `fallback` before
 * the first measure and where there is no ResizeObserver. A chart drawn at its real width keeps 11 px labels legible
 * at 375 px, where a scaled-down viewBox would shrink them to half.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
