import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { notices, resources } from './board';

/** Files attached to a notice or a resource. The name on disk is generated; the original is kept here. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attachments_stored_name_idx').on(t.storedName),
    index('attachments_notice_idx').on(t.noticeId),
    index('attachments_resource_idx').on(t.resourceId),
    check('attachments_one_owner', sql`(${t.noticeId} is null) <> (${t.resourceId} is null)`),
  ],
);
