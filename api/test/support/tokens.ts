import jwt from 'jsonwebtoken';
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import pg from 'pg';
import { startSession } from '../../src/auth/admin-sessions';
import { signAdminToken, verifyAdminToken } from '../../src/auth/admin-token';
import type { Db } from '../../src/db/database';
import { adminUsers } from '../../src/db/schema';
import { signVerificationToken } from '../../src/identity/verification-token';
import { TEST_ADMIN, TEST_JWT_SECRET, TEST_SESSION_JTI } from './test-app';

export const bearer = (token: string) => `Bearer ${token}`;

/** A valid admin token of the test app's admin, signed with the test secret, of its session. */
export function adminToken(now = new Date()): string {
  return signAdminToken(TEST_JWT_SECRET, TEST_ADMIN, now, TEST_SESSION_JTI);
}

/** A token of another admin, with its session row as a sign-in would open it (a token needs its row). */
export async function sessionToken(
  db: Db,
  username: string,
  now = new Date(),
  secret = TEST_JWT_SECRET,
): Promise<string> {
  const token = signAdminToken(secret, username, now);
  await startSession(db, verifyAdminToken(secret, token, now), { address: '', userAgent: 'api-test' });
  return token;
}

export function verificationToken(name: string, phone: string, now = new Date()): string {
  return signVerificationToken(TEST_JWT_SECRET, { name, phone }, now);
}

/** The admin of the route walks, whose sign-outs and ended sessions leave the test admin's session be. */
export const WALKER_ADMIN = 'route-walker';

/**
 * A token of its own session of WALKER_ADMIN, for walks over every admin route: they sign out and end
 * "every other session", which with the test admin's token would end adminToken() for the whole file.
 */
export async function walkerToken(db: Db): Promise<string> {
  await db
    .insert(adminUsers)
    .values({ username: WALKER_ADMIN, passwordHash: 'none', roles: [...ADMIN_ROLES] })
    .onConflictDoNothing();
  return sessionToken(db, WALKER_ADMIN);
}

/** The same for a server process's database, over SQL (the test holds no Drizzle handle of it). */
export async function sessionTokenOverSql(databaseUrl: string, username: string, secret: string) {
  const token = signAdminToken(secret, username, new Date());
  const claims = verifyAdminToken(secret, token, new Date());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into admin_sessions (jti, username, started_at, last_seen_at, expires_at)
       values ($1, $2, to_timestamp($3), to_timestamp($3), to_timestamp($4))`,
      [claims.jti, username, claims.iat, claims.exp],
    );
  } finally {
    await client.end();
  }
  return token;
}

/** Tokens that every admin route must refuse, with the status expected. */
export function badAdminTokens(): { label: string; header: string | undefined; status: number }[] {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = (payload: object) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
  return [
    { label: 'no token', header: undefined, status: 401 },
    {
      label: 'an expired token',
      header: bearer(adminToken(new Date(Date.now() - 13 * 3600 * 1000))),
      status: 401,
    },
    {
      label: 'a token with a wrong signature',
      header: bearer(
        jwt.sign(
          { sub: 'admin', roles: 'ROLE_ADMIN', exp: now + 600 },
          'another-secret-of-enough-length-0000000',
          { algorithm: 'HS256' },
        ),
      ),
      status: 401,
    },
    {
      label: 'an alg none token',
      header: bearer(unsigned({ sub: 'admin', roles: 'ROLE_ADMIN', exp: now + 600 })),
      status: 401,
    },
    {
      label: 'a non-admin role',
      header: bearer(
        jwt.sign({ sub: 'user', roles: 'ROLE_USER', exp: now + 600 }, TEST_JWT_SECRET, {
          algorithm: 'HS256',
        }),
      ),
      status: 403,
    },
    {
      label: 'a verification token',
      header: bearer(verificationToken('홍길동', '01012345678')),
      status: 401,
    },
    {
      label: 'a token without an id (jti), which no sign-out could end',
      header: bearer(
        jwt.sign({ sub: TEST_ADMIN, roles: 'ROLE_ADMIN', exp: now + 600 }, TEST_JWT_SECRET, {
          algorithm: 'HS256',
        }),
      ),
      status: 401,
    },
    {
      label: 'a token signed with the server secret that no sign-in opened (no session row)',
      header: bearer(signAdminToken(TEST_JWT_SECRET, TEST_ADMIN, new Date())),
      status: 401,
    },
    {
      label: 'a token of an admin who does not exist',
      header: bearer(signAdminToken(TEST_JWT_SECRET, 'nobody', new Date())),
      status: 401,
    },
    {
      label: 'a token of a password alone, without the second factor',
      header: bearer(
        jwt.sign(
          {
            sub: TEST_ADMIN,
            roles: 'ROLE_ADMIN',
            jti: 'c0ffee00-0000-4000-8000-000000000001',
            exp: now + 600,
          },
          TEST_JWT_SECRET,
          {
            algorithm: 'HS256',
          },
        ),
      ),
      status: 401,
    },
    { label: 'garbage', header: 'Bearer not.a.token', status: 401 },
  ];
}
