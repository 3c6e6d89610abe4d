import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import {
  boardDetailFields,
  fileUrlSchema,
  noticePageQuerySchema,
  noticeSummarySchema,
} from './notices.schema';

/** A resource of the library as the server answers it. */
export const resourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: timestampSchema,
  fileUrl: fileUrlSchema,
});
export type Resource = z.infer<typeof resourceSchema>;

/** A resource as the library's list shows it: no body, whether it has attachments. */
export const resourceSummarySchema = noticeSummarySchema.omit({ topFixed: true });
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;

export const resourceDetailSchema = resourceSchema.extend(boardDetailFields);
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

/** Query of `GET /api/resources`: like the notices' page query, without the pin filter. */
export const resourcePageQuerySchema = noticePageQuerySchema.omit({ topFixed: true });
export type ResourcePageQuery = z.infer<typeof resourcePageQuerySchema>;
