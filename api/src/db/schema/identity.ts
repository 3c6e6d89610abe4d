import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Identity-verification requests awaiting the provider's answer; each is used once. */
export const identityRequests = pgTable('identity_requests', {
  tokenVersionId: text('token_version_id').primaryKey(),
  requestNo: text('request_no').notNull(),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
