/** Hand-made JWT-shaped admin tokens for the browser guard (the browser never checks the signature). */
const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function adminToken(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.not-a-real-signature`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

export const tokens = {
  valid: () => adminToken({ sub: 'admin', roles: 'ROLE_ADMIN', exp: inAnHour() }),
  expired: () => adminToken({ sub: 'admin', roles: 'ROLE_ADMIN', exp: Math.floor(Date.now() / 1000) - 60 }),
  wrongRole: () => adminToken({ sub: 'someone', roles: 'ROLE_USER', exp: inAnHour() }),
  undecodable: () => 'header.%%%not-base64%%%.signature',
};
