import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The text of the HTML `content` for searching: kept by the database beside the HTML on every write (and
 * filled for existing rows by the migration), so a search never strips tags row by row.
 */
const contentText = () =>
  text('content_text')
    .notNull()
    .generatedAlwaysAs(sql`regexp_replace(content, '<[^>]*>', '', 'g')`);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    contentText: contentText(),
    topFixed: boolean('top_fixed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_top_fixed_id_idx').on(t.topFixed, t.id),
    // contains-search (ILIKE '%...%') on title and text uses these trigram indexes (pg_trgm)
    index('notices_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('notices_content_text_trgm_idx').using('gin', t.contentText.op('gin_trgm_ops')),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    contentText: contentText(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('resources_content_text_trgm_idx').using('gin', t.contentText.op('gin_trgm_ops')),
  ],
);
