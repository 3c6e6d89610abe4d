import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  applicantCountSchema,
  applicantLookupSchema,
  applicantSchema,
  applicantSubmissionSchema,
  statusUpdateSchema,
} from '@portal/shared-types/applicants';
import { loginResponseSchema, loginSchema } from '@portal/shared-types/auth';
import { noticeInputSchema, resourceInputSchema } from '@portal/shared-types/board-inputs';
import { identityPrepareSchema } from '@portal/shared-types/identity';
import {
  idParamSchema,
  noticeDetailSchema,
  noticePageQuerySchema,
  noticeSchema,
  pageSchema,
} from '@portal/shared-types/notices';
import { popupInputSchema, popupSchema } from '@portal/shared-types/popups';
import {
  resourceDetailSchema,
  resourcePageQuerySchema,
  resourceSchema,
} from '@portal/shared-types/resources';
import { roundInputSchema, roundSchema } from '@portal/shared-types/rounds';
import {
  waitingRoomAnswerSchema,
  waitingRoomSettingsSchema,
  waitingRoomStatusSchema,
  waitingRoomVisitSchema,
} from '@portal/shared-types/waiting-room';
import { witnessInputSchema } from '@portal/shared-types/draw/draw-api';
import { AUDIT_KINDS } from '../audit/audit-log';
import { exportRecordSchema } from '../audit/audit-router';

type Method = 'get' | 'post' | 'put' | 'delete';
interface RouteDoc {
  method: Method;
  path: string;
  summary: string;
  admin?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  json?: z.ZodType;
  /** each part: its JSON schema, or a description of a file part */
  multipart?: Record<string, z.ZodType | string>;
  response?: z.ZodType;
  status?: number;
  html?: boolean;
  verification?: boolean;
}

const error = z
  .object({ message: z.string() })
  .meta({ id: 'Error', description: 'Korean message a person can read' });
const roundId = z.object({ roundId: idParamSchema.shape.id });
const fileName = z.object({ fileName: z.string() });
const storedName = z.object({ storedName: z.string() });
const closeBody = z.object({ isClosed: z.boolean() });
const boardParts = (part: string, schema: z.ZodType) => ({
  [part]: schema,
  deletedFiles: 'JSON list of original names to remove',
  files: 'files (many; 20 MB each, at most 10)',
});

/** Every route of the API; a test checks that the app serves exactly these. */
export const routeDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/portal/login',
    summary: 'Admin login',
    json: loginSchema,
    response: loginResponseSchema,
  },
  {
    method: 'post',
    path: '/portal/logout',
    summary: 'Sign out: the token is refused from now on',
    admin: true,
    status: 204,
  },
  {
    method: 'get',
    path: '/portal/notice',
    summary:
      'The newest notices, pinned first, at most 1,000 (older ones through the paged GET /api/notices)',
    response: z.array(noticeSchema).max(1000),
  },
  {
    method: 'get',
    path: '/portal/notice/{id}',
    summary: 'One notice, its files with sizes and the notices beside it',
    params: idParamSchema,
    response: noticeDetailSchema,
  },
  {
    method: 'get',
    path: '/api/notices',
    summary: 'A page of notices',
    query: noticePageQuerySchema,
    response: pageSchema(noticeSchema),
  },
  {
    method: 'post',
    path: '/portal/admin/notice',
    summary: 'Create a notice',
    admin: true,
    multipart: boardParts('notice', noticeInputSchema),
    response: noticeSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/portal/admin/notice/{id}',
    summary: 'Update a notice',
    admin: true,
    params: idParamSchema,
    multipart: boardParts('notice', noticeInputSchema),
    response: noticeSchema,
  },
  {
    method: 'delete',
    path: '/portal/admin/notice/{id}',
    summary: 'Delete a notice',
    admin: true,
    params: idParamSchema,
    status: 204,
  },
  { method: 'get', path: '/portal/resource', summary: 'All resources', response: z.array(resourceSchema) },
  {
    method: 'get',
    path: '/api/resources',
    summary: 'A page of resources, id descending, searched by title or text',
    query: resourcePageQuerySchema,
    response: pageSchema(resourceSchema),
  },
  {
    method: 'get',
    path: '/portal/resource/{id}',
    summary: 'One resource, its files with sizes and the resources beside it',
    params: idParamSchema,
    response: resourceDetailSchema,
  },
  {
    method: 'post',
    path: '/portal/resource',
    summary: 'Create a resource',
    admin: true,
    multipart: boardParts('resource', resourceInputSchema),
    response: resourceSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/portal/admin/resource/{id}',
    summary: 'Update a resource',
    admin: true,
    params: idParamSchema,
    multipart: boardParts('resource', resourceInputSchema),
    response: resourceSchema,
  },
  {
    method: 'delete',
    path: '/portal/admin/resource/{id}',
    summary: 'Delete a resource',
    admin: true,
    params: idParamSchema,
    status: 204,
  },
  { method: 'get', path: '/portal/download/{fileName}', summary: 'Download an attachment', params: fileName },
  {
    method: 'get',
    path: '/portal/popup-image/{storedName}',
    summary: 'A popup image, inline',
    params: storedName,
  },
  {
    method: 'get',
    path: '/portal/subscription',
    summary: 'All rounds, latest end first',
    response: z.array(roundSchema),
  },
  {
    method: 'get',
    path: '/portal/subscription/{id}',
    summary: 'One round',
    params: idParamSchema,
    response: roundSchema,
  },
  {
    method: 'post',
    path: '/portal/admin/subscription',
    summary: 'Create a round (409 on overlap)',
    admin: true,
    json: roundInputSchema,
    response: roundSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/portal/admin/subscription/{id}',
    summary: 'Update a round (409 on overlap)',
    admin: true,
    params: idParamSchema,
    json: roundInputSchema,
    response: roundSchema,
  },
  {
    method: 'put',
    path: '/portal/admin/subscription/{id}/close',
    summary: 'Close or reopen a round',
    admin: true,
    params: idParamSchema,
    json: closeBody,
    response: roundSchema,
  },
  {
    method: 'get',
    path: '/user/subscription',
    summary: 'Rounds open now (204 when none)',
    response: z.array(roundSchema),
  },
  {
    method: 'post',
    path: '/user/subscriptionApplicants',
    summary: 'Apply (409 when already applied or round not open)',
    verification: true,
    json: applicantSubmissionSchema,
    response: applicantSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/user/subscriptionApplicants/lookup',
    summary:
      "Look up the verified person's application: of round uid, else of the current round, else the newest (403 when the token's name or phone differ, 404 when none)",
    verification: true,
    json: applicantLookupSchema,
    response: applicantSchema,
  },
  {
    method: 'put',
    path: '/user/subscriptionApplicants/{id}',
    summary: 'Edit an application while its round is open',
    verification: true,
    params: idParamSchema,
    json: applicantSubmissionSchema,
    response: applicantSchema,
  },
  {
    method: 'delete',
    path: '/user/subscriptionApplicants/{id}',
    summary: 'Cancel an application while its round is open',
    verification: true,
    params: idParamSchema,
    status: 204,
  },
  {
    method: 'get',
    path: '/portal/admin/subscription/applicantCounts',
    summary: 'Applicants per round (rounds without any left out)',
    admin: true,
    response: z.array(applicantCountSchema),
  },
  {
    method: 'get',
    path: '/portal/subscription/{id}/draw',
    summary:
      "A round's public draw page: plan, freezes with digests, pseudonymous list, 경쟁률, beacon, results, amendments",
    params: idParamSchema,
  },
  {
    method: 'get',
    path: '/portal/subscription/{id}/draw.json',
    summary:
      "Everything needed to recompute a round's draw, as draw-verifier.mjs reads it (404 before the draw)",
    params: idParamSchema,
  },
  {
    method: 'get',
    path: '/portal/draw-verifier.mjs',
    summary: 'The draw verifier: one file that runs with plain node and no dependencies',
  },
  {
    method: 'put',
    path: '/portal/admin/subscription/{id}/draw/witness',
    summary:
      "Enter the witnessed number of a frozen round, once (400 when its digit count is not the plan's)",
    admin: true,
    params: idParamSchema,
    json: witnessInputSchema,
  },
  {
    method: 'post',
    path: '/portal/admin/subscription/{id}/draw',
    summary:
      'Run the draw of a frozen round (409 before the freeze, before the randomness exists, or a second time)',
    admin: true,
    params: idParamSchema,
  },
  {
    method: 'get',
    path: '/portal/admin/auditLog',
    summary: 'The audit log, newest first, by round or kind, 50 a page (beforeId pages on)',
    admin: true,
    query: z.object({
      roundId: z.number().int().optional(),
      kind: z.enum(AUDIT_KINDS).optional(),
      beforeId: z.number().int().optional(),
    }),
  },
  {
    method: 'post',
    path: '/portal/admin/auditLog/export',
    summary: "Record an Excel export the admin's browser wrote (round, row count)",
    admin: true,
    json: exportRecordSchema,
    status: 204,
  },
  {
    method: 'post',
    path: '/user/waitingRoom',
    summary: 'The opening-rush waiting room: go ahead, a place in line, or an admission pass',
    json: waitingRoomVisitSchema,
    response: waitingRoomAnswerSchema,
  },
  {
    method: 'get',
    path: '/portal/admin/waitingRoom/{roundId}',
    summary: "A round's waiting room: settings, availability and the queue now",
    admin: true,
    params: roundId,
    response: waitingRoomStatusSchema,
  },
  {
    method: 'put',
    path: '/portal/admin/waitingRoom/{roundId}',
    summary: "Set a round's waiting room (409 without Redis)",
    admin: true,
    params: roundId,
    json: waitingRoomSettingsSchema,
    response: waitingRoomStatusSchema,
  },
  {
    method: 'get',
    path: '/portal/admin/subscriptionApplicants/{roundId}',
    summary: 'Applicants of a round',
    admin: true,
    params: roundId,
    response: z.array(applicantSchema),
  },
  {
    method: 'put',
    path: '/portal/admin/subscriptionApplicants',
    summary: 'Save winning states (409 on duplicate reserve number)',
    admin: true,
    json: statusUpdateSchema,
    response: z.array(applicantSchema),
  },
  {
    method: 'get',
    path: '/api/portal/popup/active',
    summary: 'Popups active today (Seoul)',
    response: z.array(popupSchema),
  },
  {
    method: 'get',
    path: '/api/portal/popup',
    summary: 'All popups',
    admin: true,
    response: z.array(popupSchema),
  },
  {
    method: 'get',
    path: '/api/portal/popup/{id}',
    summary: 'One popup',
    admin: true,
    params: idParamSchema,
    response: popupSchema,
  },
  {
    method: 'post',
    path: '/api/portal/popup',
    summary: 'Create a popup',
    admin: true,
    multipart: { popup: popupInputSchema, image: 'optional image file (jpg, jpeg, png, gif, webp; 5 MB)' },
    response: popupSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/api/portal/popup/{id}',
    summary: 'Update a popup',
    admin: true,
    params: idParamSchema,
    multipart: { popup: popupInputSchema, image: 'optional image file (jpg, jpeg, png, gif, webp; 5 MB)' },
    response: popupSchema,
  },
  {
    method: 'delete',
    path: '/api/portal/popup/{id}',
    summary: 'Delete a popup',
    admin: true,
    params: idParamSchema,
    status: 204,
  },
  {
    method: 'get',
    path: '/portal/niceid/prepare',
    summary: 'Prepare an identity verification',
    response: identityPrepareSchema,
  },
  {
    method: 'get',
    path: '/portal/niceid/callback',
    summary:
      "The provider's return URL (HTML page posting name, phone, verificationToken and its expiresAt to its opener)",
    html: true,
  },
  {
    method: 'post',
    path: '/portal/niceid/callback',
    summary:
      "The provider's return URL (HTML page posting name, phone, verificationToken and its expiresAt to its opener)",
    html: true,
  },
  { method: 'get', path: '/api/docs', summary: 'This document' },
  { method: 'get', path: '/healthz', summary: 'Liveness: the process answers' },
  {
    method: 'get',
    path: '/readyz',
    summary: 'Readiness: 503 when the database (or another configured service) is down',
  },
  {
    method: 'get',
    path: '/mf-remotes.json',
    summary: 'Live version and entry of each remote of the front end',
  },
];

// Documented by purpose, not by schema: these are only present with their feature on.
export const undocumentedRoutes = ['/portal/niceid/dev'];

let cached: object | null = null;

/** The OpenAPI 3.1 document, generated once from the shared zod schemas. */
export function openApiDocument(): object {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'adminToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  registry.registerComponent('securitySchemes', 'verificationToken', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Verification-Token',
  });
  for (const route of routeDocs) {
    const multipart = route.multipart
      ? z.object(
          Object.fromEntries(
            Object.entries(route.multipart).map(([key, part]) => [
              key,
              typeof part === 'string' ? z.string().meta({ description: part }) : part,
            ]),
          ),
        )
      : undefined;
    const body = route.json
      ? { content: { 'application/json': { schema: route.json } } }
      : multipart
        ? { content: { 'multipart/form-data': { schema: multipart } } }
        : undefined;
    registry.registerPath({
      method: route.method,
      path: route.path,
      summary: route.summary,
      ...(route.admin
        ? { security: [{ adminToken: [] }] }
        : route.verification
          ? { security: [{ verificationToken: [] }] }
          : {}),
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(body ? { body } : {}),
      },
      responses: {
        [route.status ?? 200]: {
          description: 'Success',
          ...(route.response
            ? { content: { 'application/json': { schema: route.response } } }
            : route.html
              ? { content: { 'text/html': { schema: z.string() } } }
              : {}),
        },
        '4XX': { description: 'Refused', content: { 'application/json': { schema: error } } },
      },
    });
  }
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '0.1.0',
      description: 'Server contract of the housing portal (api-contract.md).',
    },
  });
  return cached;
}
