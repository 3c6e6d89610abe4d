import { useEffect, useState } from 'react';
import { remainingSeconds } from '@portal/shared-types/identity/verification-time';

/** Seconds left until `expiresAt`, counted down once a second; null when the end is unknown. */
export function useRemainingSeconds(expiresAt: string | undefined): number | null {
  const [now, setNow] = useState(() => new Date());
  const end = expiresAt ? new Date(expiresAt) : null;
  const left = end ? remainingSeconds(end, now) : null;

  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  return left;
}
