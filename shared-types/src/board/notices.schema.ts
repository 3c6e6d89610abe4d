import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import { SEARCH_FIELDS, type Notice, type NoticeSummary } from './notice-rules';

/** A stored attachment map: original file name -> stored path. */
export const fileUrlSchema = z.record(z.string(), z.string());

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: timestampSchema,
  topFixed: z.boolean(),
  fileUrl: fileUrlSchema,
}) satisfies z.ZodType<Notice>;

/** A notice as a list shows it (`NoticeSummary`): no body, whether it has attachments. */
export const noticeSummarySchema = noticeSchema
  .omit({ content: true, fileUrl: true })
  .extend({ hasFiles: z.boolean() }) satisfies z.ZodType<NoticeSummary>;

/** One attachment of a detail answer, in upload order: its name, download path and size in bytes. */
export const attachmentSchema = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number().int().nonnegative(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The post beside a detail in its board's list order (이전글 above it, 다음글 below); null at an end. */
export const neighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();
export type Neighbour = z.infer<typeof neighbourSchema>;

/** What a detail answer (`GET /api/notices/:id`, `GET /api/resources/:id`) adds to the list item. */
export const boardDetailFields = {
  files: z.array(attachmentSchema),
  prev: neighbourSchema,
  next: neighbourSchema,
};

export const noticeDetailSchema = noticeSchema.extend(boardDetailFields);
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/** The page shape of `GET /api/notices`: one page of items, whether it is the last, and the totals. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    last: z.boolean(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
}

export const searchFieldSchema = z.enum(SEARCH_FIELDS, {
  error: '검색 항목은 title 또는 content여야 합니다.',
});

const booleanText = z
  .enum(['true', 'false'], { error: 'topFixed는 true 또는 false여야 합니다.' })
  .transform((value) => value === 'true');

/** Query of `GET /api/notices`: page starts at 0; size 1 to 100. */
export const noticePageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page는 0 이상의 정수여야 합니다.' })
    .int({ error: 'page는 0 이상의 정수여야 합니다.' })
    .min(0, { error: 'page는 0 이상의 정수여야 합니다.' })
    .default(0),
  size: z.coerce
    .number({ error: 'size는 1에서 100 사이의 정수여야 합니다.' })
    .int({ error: 'size는 1에서 100 사이의 정수여야 합니다.' })
    .min(1, { error: 'size는 1에서 100 사이의 정수여야 합니다.' })
    .max(100, { error: 'size는 1에서 100 사이의 정수여야 합니다.' })
    .default(5),
  field: searchFieldSchema.optional(),
  keyword: z
    .string()
    .max(200, { error: 'keyword는 200자 이하여야 합니다.' })
    // PostgreSQL text cannot hold NUL: it could never match, so it is dropped rather than sent
    .transform((keyword) => keyword.replaceAll('\u0000', ''))
    .optional(),
  topFixed: booleanText.optional(),
});
export type NoticePageQuery = z.infer<typeof noticePageQuerySchema>;
