/**
 * How long a phone verification holds: the API signs its token for this long and the apply form
 * counts down to the same end, so the applicant knows when to verify again.
 */
export const VERIFICATION_TTL_SECONDS = 30 * 60;

/** When a verification made at `verifiedAt` runs out. */
export function verificationExpiresAt(verifiedAt: Date): Date {
  return new Date(verifiedAt.getTime() + VERIFICATION_TTL_SECONDS * 1000);
}

/** Whole seconds left until `expiresAt`, never below 0; a part second counts as a whole one. */
export function remainingSeconds(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}

/** '29분 5초', '45초': the remaining time as a screen reader reads it well. */
export function formatRemaining(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes}분 ${rest}초` : `${rest}초`;
}
