import { z } from 'zod';
import { titleSchema } from '../common/fields.schema';

const content = z
  .string({ error: '내용은 문자열이어야 합니다.' })
  // Pasted images travel inside the HTML as data URLs, hence the room.
  .max(10_000_000, { error: '내용이 너무 깁니다.' })
  .default('');

/** The `notice` part of notice create and update. */
export const noticeInputSchema = z.object({
  title: titleSchema,
  content,
  topFixed: z.boolean({ error: 'topFixed는 true 또는 false여야 합니다.' }).default(false),
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** The `resource` part of resource create and update. */
export const resourceInputSchema = z.object({ title: titleSchema, content });
export type ResourceInput = z.infer<typeof resourceInputSchema>;

/** The `deletedFiles` part: original names of attachments to remove. */
export const deletedFilesSchema = z
  .array(z.string({ error: 'deletedFiles는 파일 이름 목록이어야 합니다.' }).max(500), {
    error: 'deletedFiles는 파일 이름 목록이어야 합니다.',
  })
  .max(100, { error: 'deletedFiles는 파일 이름 목록이어야 합니다.' });
