import { identityResultOf, type IdentityResult } from '@portal/shared-types/identity/identity-rules';

/** Kept per browser tab (sessionStorage), so edit and cancel in the same tab work after navigating. */
const VERIFICATION_KEY = 'apply-verification';

export function readVerification(): IdentityResult | null {
  try {
    const text = globalThis.sessionStorage?.getItem(VERIFICATION_KEY);
    if (!text) return null;
    return identityResultOf(JSON.parse(text));
  } catch {
    return null; // blocked storage or a damaged record: verify again
  }
}

export function saveVerification(result: IdentityResult): void {
  try {
    globalThis.sessionStorage?.setItem(VERIFICATION_KEY, JSON.stringify(result));
  } catch {
    // storage blocked: the verification still holds for this page view
  }
}

export function clearVerification(): void {
  try {
    globalThis.sessionStorage?.removeItem(VERIFICATION_KEY);
  } catch {
    // nothing stored
  }
}
