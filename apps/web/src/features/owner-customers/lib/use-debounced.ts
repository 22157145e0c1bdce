import { useEffect, useState } from 'react';

/** The search waits this long after the last key. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has not changed for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
