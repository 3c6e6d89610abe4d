import { messages } from '../common/messages';

export const ADMIN_ROLE = 'ROLE_ADMIN';

export type AdminTokenCheck = { ok: true } | { ok: false; message: string };

/** Bytes of a base64url (or plain base64) text, padding optional; null when it is not one. */
function base64UrlToBytes(text: string): Uint8Array | null {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  const bare = base64.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  try {
    const binary = globalThis.atob(bare + '='.repeat((4 - (bare.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The payload object of a JWT-shaped token, or null when it cannot be decoded: not a string, no
 * payload part, bad base64url, bad UTF-8, bad JSON, or JSON that is not an object.
 */
export function decodeTokenPayload(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const part = token.split('.')[1];
  if (!part) return null;
  const bytes = base64UrlToBytes(part);
  if (!bytes) return null;
  try {
    const payload: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The browser's admin route guard: no token, then expiry, then role. A token that
 * cannot be decoded fails as invalid before expiry and role can be read; so does a payload whose exp
 * is not a number, since nothing could then be said about expiry. The signature is the server's job.
 */
export function checkAdminToken(token: string | null | undefined, now: Date): AdminTokenCheck {
  if (token === null || token === undefined || token === '')
    return { ok: false, message: messages.loginRequired };
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) {
    return { ok: false, message: messages.tokenInvalid };
  }
  if (payload.exp * 1000 < now.getTime()) return { ok: false, message: messages.tokenExpired };
  if (payload.roles !== ADMIN_ROLE) return { ok: false, message: messages.notAdmin };
  return { ok: true };
}
