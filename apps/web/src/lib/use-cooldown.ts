import { useEffect, useState } from 'react';

/**
 * Seconds left before another code may be asked for, ticking once a second: `seconds` from `sentAt` (none yet: 0), and
 * from now again on `restart`.
 */
export function useCooldown(seconds: number, sentAt: number | null = null) {
  const [until, setUntil] = useState(sentAt === null ? 0 : sentAt + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [left]);
  return { left, restart: () => (setUntil(Date.now() + seconds * 1000), setNow(Date.now())) };
}
