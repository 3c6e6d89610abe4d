import { useSyncExternalStore } from 'react';

export const SCROLLED_AFTER_PX = 30;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page has scrolled more than 30 px (the header's scrolled style). */
export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > SCROLLED_AFTER_PX,
    () => false,
  );
}
