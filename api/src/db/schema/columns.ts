import { timestamp } from 'drizzle-orm/pg-core';

// the creation time, declared alike by the tables of every domain
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
