import { z } from 'zod';
import { noticeInputSchema, resourceInputSchema } from '../../board/board-inputs.schema';
import { idParamSchema } from '../../common/params.schema';
import {
  noticeDetailSchema,
  noticePageQuerySchema,
  noticeSchema,
  noticeSummarySchema,
  pageSchema,
} from '../../board/notices.schema';
import {
  resourceDetailSchema,
  resourcePageQuerySchema,
  resourceSchema,
  resourceSummarySchema,
} from '../../board/resources.schema';
import { callsOf } from '../call';
import { noticeRoutes, resourceRoutes } from '../routes/board';

const boardParts = (part: string, schema: z.ZodType) => ({
  [part]: schema,
  deletedFiles: 'JSON list of original names to remove',
  files: 'files (many; 20 MB each, at most 10)',
});

export const noticeCalls = callsOf(noticeRoutes, {
  list: {
    summary:
      'The newest notices, pinned first, at most 1,000 (older ones through the paged GET /api/notices)',
    response: z.array(noticeSchema).max(1000),
  },
  detail: {
    summary: 'One notice, its files with sizes and the notices beside it',
    params: idParamSchema,
    response: noticeDetailSchema,
  },
  page: { summary: 'A page of notices', query: noticePageQuerySchema, response: pageSchema(noticeSchema) },
  summaryPage: {
    summary: 'A page of notices as a list shows them: no body, whether each has attachments',
    query: noticePageQuerySchema,
    response: pageSchema(noticeSummarySchema),
  },
  create: {
    summary: 'Create a notice',
    auth: 'admin',
    roles: ['content'],
    multipart: boardParts('notice', noticeInputSchema),
    response: noticeSchema,
    status: 201,
  },
  update: {
    summary: 'Update a notice',
    auth: 'admin',
    roles: ['content'],
    params: idParamSchema,
    multipart: boardParts('notice', noticeInputSchema),
    response: noticeSchema,
  },
  remove: {
    summary: 'Delete a notice',
    auth: 'admin',
    roles: ['content'],
    params: idParamSchema,
    status: 204,
  },
});

export const resourceCalls = callsOf(resourceRoutes, {
  list: { summary: 'All resources', response: z.array(resourceSchema) },
  detail: {
    summary: 'One resource, its files with sizes and the resources beside it',
    params: idParamSchema,
    response: resourceDetailSchema,
  },
  page: {
    summary: 'A page of resources, id descending, searched by title or text',
    query: resourcePageQuerySchema,
    response: pageSchema(resourceSchema),
  },
  summaryPage: {
    summary: 'A page of resources as the library lists them: no body, whether each has attachments',
    query: resourcePageQuerySchema,
    response: pageSchema(resourceSummarySchema),
  },
  create: {
    summary: 'Create a resource',
    auth: 'admin',
    roles: ['content'],
    multipart: boardParts('resource', resourceInputSchema),
    response: resourceSchema,
    status: 201,
  },
  update: {
    summary: 'Update a resource',
    auth: 'admin',
    roles: ['content'],
    params: idParamSchema,
    multipart: boardParts('resource', resourceInputSchema),
    response: resourceSchema,
  },
  remove: {
    summary: 'Delete a resource',
    auth: 'admin',
    roles: ['content'],
    params: idParamSchema,
    status: 204,
  },
});
