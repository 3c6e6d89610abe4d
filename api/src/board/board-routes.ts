import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { noticeInputSchema, resourceInputSchema } from '@portal/shared-types/board/board-inputs.schema';
import type { Call } from '@portal/shared-types/http/call';
import { noticeCalls, resourceCalls } from '@portal/shared-types/http/calls/board';
import type { idParamSchema } from '@portal/shared-types/common/params.schema';
import { sendCachedJson } from '../cache/cached-json';
import { attachmentUpload } from '../files/attachment-limits';
import { readBoardForm } from '../files/board-form';
import { serveCalls } from '../http/serve-call';
import { actorOf } from '../audit/audit-request';
import {
  boardDomain,
  boardUseCases,
  type BoardDeps,
  type BoardInput,
  type BoardKind,
  type BoardPageQuery,
} from './board-use-cases';

type WithId = Call & { params: typeof idParamSchema };
type PagedBy<Q> = Omit<Call, 'query'> & { query: Q };

/** A board's calls in the contract (the spec's paths differ between the two boards) and its form. */
export interface Board<
  Q extends z.ZodObject & z.ZodType<BoardPageQuery>,
  S extends z.ZodType<BoardInput & { content: string }>,
> {
  kind: BoardKind;
  calls: {
    list: Call;
    detail: WithId;
    page: PagedBy<Q>;
    summaryPage: PagedBy<Q>;
    create: Call;
    update: WithId;
    remove: WithId;
  };
  inputSchema: S;
}

export const noticeBoard = { kind: 'notice', calls: noticeCalls, inputSchema: noticeInputSchema } as const;
export const resourceBoard = {
  kind: 'resource',
  calls: resourceCalls,
  inputSchema: resourceInputSchema,
} as const;

/** One board's public reads (cached) and the admin's create, update and delete with attachments. */
export function boardRoutes<
  Q extends z.ZodObject & z.ZodType<BoardPageQuery>,
  S extends z.ZodType<BoardInput & { content: string }>,
>(
  { kind, calls, inputSchema }: Board<Q, S>,
  deps: BoardDeps & { admin: RequestHandler; uploadTempDir: string },
): Router {
  const { cache, admin, uploadTempDir } = deps;
  const domain = boardDomain[kind];
  const board = boardUseCases(kind, deps);
  const router = Router();
  const serve = serveCalls(router, { admin });

  serve(calls.list, (req, res) =>
    sendCachedJson(cache, domain, req, res, async () => ({ body: await board.list() })),
  );
  serve(calls.detail, (req, res) =>
    sendCachedJson(cache, domain, req, res, async () => ({ body: await board.detail(req.params.id) })),
  );
  serve(calls.page, (req, res) =>
    sendCachedJson(cache, domain, req, res, async () => ({ body: await board.page(req.query) }), true),
  );
  serve(calls.summaryPage, (req, res) =>
    sendCachedJson(cache, domain, req, res, async () => ({ body: await board.summaryPage(req.query) }), true),
  );
  const upload = attachmentUpload(kind, uploadTempDir);
  serve(calls.create, [upload], async (req, res) => {
    const { input, changes } = readBoardForm(req, res, kind, inputSchema);
    res.status(201).json(await board.create(input, changes, actorOf(res)));
  });
  serve(calls.update, [upload], async (req, res) => {
    const { input, changes } = readBoardForm(req, res, kind, inputSchema);
    res.json(await board.update(req.params.id, input, changes, actorOf(res)));
  });
  serve(calls.remove, async (req, res) => {
    await board.remove(req.params.id, actorOf(res));
    res.status(204).end();
  });
  return router;
}
