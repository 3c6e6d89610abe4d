import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export const LEAVE_FORM_MESSAGE = '작성 중인 내용이 저장되지 않았습니다. 이 페이지를 떠나시겠습니까?';

/**
 * While a form holds answers not yet sent, leaving it asks first: a link, Back or Forward inside the site
 * (the router's blocker), and closing or reloading the tab (the browser's own question). A move that
 * only changes the query or the hash of the same page is not a leave.
 *
 * Answers `allowLeaving`: call it right before the form's own navigation (after a save, or around a
 * submit that moves on); it answers a function that arms the guard again, for a submit that failed.
 */
export function useLeaveGuard(dirty: boolean, message: string = LEAVE_FORM_MESSAGE): () => () => void {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (!allowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return useCallback(() => {
    allowed.current = true;
    return () => {
      allowed.current = false;
    };
  }, []);
}
