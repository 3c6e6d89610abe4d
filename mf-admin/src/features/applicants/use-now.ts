import { useEffect, useState } from 'react';

/** The time now, taken again when `until` comes: what is open before it then closes on the screen. */
export function useNow(until: string | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const wait = until ? Date.parse(until) - Date.now() : NaN;
    if (!(wait >= 0)) return;
    // a timer's delay is a 32-bit number of ms (about 24 days); the panel is read again long before
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [until, now]);
  return now;
}
