import { useCallback, useEffect, useRef, useState } from 'react';
import { identityResultOf, type IdentityResult } from '@portal/shared-types/identity/identity-rules';
import { useHydrated } from '@portal/web-runtime/use-hydrated';
import { messages } from '@portal/shared-types/common/messages';
import { digitsOnly } from '@portal/shared-types/identity/phone-rules';
import { useApplyPrepareIdentityMutation } from '../../lib/api/apply-api';
import { openIdentityWindow, postIdentityForm } from './identity-window';
import { clearVerification, readVerification, saveVerification } from './verification-storage';

/**
 * The phone identity verification of this tab: starts the provider's window and takes its answer,
 * which only the window it opened may post (source and origin checked, shape checked).
 */
export function useVerification(onVerified?: (result: IdentityResult) => void) {
  const [verification, setVerification] = useState<IdentityResult | null>(readVerification);
  const [prepareIdentity, { isLoading: preparing }] = useApplyPrepareIdentityMutation();
  // the identity window this tab opened: another same-origin window must not pass for it
  const identityWindowRef = useRef<Window | null>(null);
  // the latest callback, read by the one message listener
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!identityWindowRef.current || event.source !== identityWindowRef.current) return;
      const parsed = identityResultOf(event.data);
      if (!parsed) return;
      const result = { ...parsed, phone: digitsOnly(parsed.phone) };
      identityWindowRef.current = null;
      saveVerification(result);
      setVerification(result);
      onVerifiedRef.current?.(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const start = useCallback(async () => {
    const identityWindow = openIdentityWindow();
    identityWindowRef.current = identityWindow;
    try {
      postIdentityForm(await prepareIdentity().unwrap());
    } catch {
      identityWindow?.close();
      identityWindowRef.current = null;
      window.alert(messages.identityPrepareFailed);
    }
  }, [prepareIdentity]);

  const forget = useCallback(() => {
    clearVerification();
    setVerification(null);
  }, []);

  // The server renders without the tab's verification: show it only once hydrated, or the HTML differs.
  const hydrated = useHydrated();
  return { verification: hydrated ? verification : null, start, forget, preparing };
}
