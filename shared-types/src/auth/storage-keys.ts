/** Browser storage keys */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const popupHiddenKey = (id: number) => `popup-hidden-${id}`;
/** Not in the spec: the shell's last good /mf-remotes.json, used when the next answer is bad. */
export const LAST_LIVE_REMOTES_KEY = 'mf-remotes';
/** Not in the spec: when this browser last used the admin session (ms), for the inactivity warning. */
export const ADMIN_LAST_USE_KEY = 'adminLastUse';
/** Not in the spec: the admin's reason (사유) for reading personal data, for this tab's session only. */
export const ACCESS_REASON_KEY = 'accessReason';
/**
 * Not in the spec: the draw/v3 witness codes ({value, salt}[]) made on this device for a round, kept so
 * that the reveal after the close fills itself (the server never holds a value before its reveal).
 */
export const witnessCodeKey = (roundId: number) => `draw-witness-${roundId}`;
