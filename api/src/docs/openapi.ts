import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { allCalls } from '@portal/shared-types/http/contract';
import { errorSchema as error } from '@portal/shared-types/http/error';
import { openApiPath } from '@portal/shared-types/http/route';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';

let cached: object | null = null;

/** The OpenAPI 3.1 document, generated once from the contract's calls and their zod schemas. */
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
    name: VERIFICATION_HEADER,
  });
  for (const route of allCalls) {
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
    const body = route.body
      ? { content: { 'application/json': { schema: route.body } } }
      : multipart
        ? { content: { 'multipart/form-data': { schema: multipart } } }
        : undefined;
    registry.registerPath({
      method: route.method,
      path: openApiPath(route.path),
      summary: route.summary,
      ...(route.auth === 'admin'
        ? { security: [{ adminToken: [] }] }
        : route.auth === 'verification'
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
            : route.produces
              ? {
                  content: Object.fromEntries(
                    route.produces.split(',').map((type) => [type.trim(), { schema: z.string() }]),
                  ),
                }
              : {}),
        },
        ...Object.fromEntries(
          Object.entries(route.otherResponses ?? {}).map(([status, schema]) => [
            status,
            schema
              ? { description: 'Also', content: { 'application/json': { schema } } }
              : { description: 'No content' },
          ]),
        ),
        '4XX': {
          description: 'Refused',
          content:
            route.produces === 'text/html'
              ? { 'text/html': { schema: z.string() } }
              : { 'application/json': { schema: error } },
        },
      },
    });
  }
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '0.1.0',
      description:
        'Server contract of the housing portal: every route, its input and its answer; every error is JSON { message } in Korean.',
    },
  });
  return cached;
}
