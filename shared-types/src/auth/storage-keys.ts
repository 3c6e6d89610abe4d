/** Browser storage keys */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const popupHiddenKey = (id: number) => `popup-hidden-${id}`;
/** Not in the spec: the shell's last good /mf-remotes.json, used when the next answer is bad. */
export const LAST_LIVE_REMOTES_KEY = 'mf-remotes';
