/** Browser storage keys of spec section 3. */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const popupHiddenKey = (id: number) => `popup-hidden-${id}`;
