import { sql } from 'drizzle-orm';
import { check, date, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    imageName: text('image_name'),
    linkUrl: text('link_url'),
    createdAt: createdAt(),
  },
  (t) => [check('popups_end_not_before_start', sql`${t.endDate} >= ${t.startDate}`)],
);
