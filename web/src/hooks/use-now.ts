import { useEffect, useState } from 'react';

/** How often relative times ("3 minutes ago") are worked out again while a page stays open. */
export const NOW_TICK_MS = 30_000;

/** The current time, renewed every `every` milliseconds while the component is mounted. */
export function useNow(every = NOW_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), every);
    return () => window.clearInterval(timer);
  }, [every]);
  return now;
}
