import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** the admin's roles by duty (shared-types/src/auth/admin-roles.ts), read at every admin call */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** tokens issued before this moment are refused (set by a password reset) */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** the TOTP secret, encrypted (AES-256-GCM); set at enrolment's start, trusted once confirmed */
    totpSecret: text('totp_secret'),
    /** when the enrolment was confirmed; null: the admin has no second factor and must enrol */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** the last 30-second step a code was accepted for: that step and earlier ones are refused (replay) */
    totpLastStep: integer('totp_last_step'),
    /** wrong codes in a row since the last sign-in (reset by a sign-in): the cap and the next notice */
    wrongCodes: integer('wrong_codes').notNull().default(0),
    /** after the cap: codes are refused until then, and only a ticket of a later password opens them */
    codesBlockedUntil: timestamp('codes_blocked_until', { withTimezone: true }),
    /** the hashes of the last passwords set, newest first (the current one included): none may come back */
    passwordHistory: text('password_history')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** a one-time setup code (SHA-256: 60 random bits), given by a 최고 관리자; sets the password once */
    setupCodeHash: text('setup_code_hash'),
    setupCodeExpiresAt: timestamp('setup_code_expires_at', { withTimezone: true }),
    /** set: the account is stopped; it cannot sign in and its sessions ended then */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_users_username_idx').on(t.username)],
);

/**
 * Admin sessions started by a sign-in: where from, when last used (the server's inactivity limit), and
 * when ended (sign-out, or ended from the sessions page). Shared by every replica through the database.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    jti: text('jti').notNull(),
    username: text('username').notNull(),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_sessions_jti_idx').on(t.jti), index('admin_sessions_user_idx').on(t.username)],
);

/** One-time recovery codes of an admin's second factor, stored hashed; a used code keeps its use. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.username)],
);

/** Sign-in tickets (the password step's) that have signed in: a ticket is used once. Kept until expiry. */
export const usedSignInTickets = pgTable(
  'used_sign_in_tickets',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_sign_in_tickets_expires_idx').on(t.expiresAt)],
);

/** Admin tokens ended by a sign-out, kept until they would have expired anyway. */
export const revokedAdminTokens = pgTable(
  'revoked_admin_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_admin_tokens_expires_idx').on(t.expiresAt)],
);
