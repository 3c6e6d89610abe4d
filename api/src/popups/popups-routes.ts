import { Router, type RequestHandler, type Response } from 'express';
import { popupCalls } from '@portal/shared-types/http/calls/popups';
import { popupInputSchema } from '@portal/shared-types/popups/popups.schema';
import { MAX_POPUP_IMAGE_BYTES, POPUP_IMAGE_EXTENSIONS } from '@portal/shared-types/common/uploads';
import { sendCachedJson } from '../cache/cached-json';
import { jsonPart, MAX_RICH_TEXT_PART_BYTES, multipart } from '../files/multipart';
import type { UploadedFile } from '../files/uploaded-file';
import { serveCalls } from '../http/serve-call';
import { actorOf } from '../audit/audit-request';
import { popupUseCases, type PopupsDeps } from './popups-use-cases';

const imageUpload = (tempDir: string) =>
  multipart({
    fileField: 'image',
    maxFiles: 1,
    maxFileBytes: MAX_POPUP_IMAGE_BYTES,
    allowedExtensions: POPUP_IMAGE_EXTENSIONS,
    // its content comes from the same editor as a notice's, pasted images included
    jsonParts: { popup: MAX_RICH_TEXT_PART_BYTES },
    tempDir,
  });

/** The form's fields (its JSON part) and its image, if one came. */
const formOf = (body: unknown, res: Response) => ({
  input: popupInputSchema.parse(jsonPart(body, 'popup', true)),
  image: (res.locals.files as UploadedFile[] | undefined)?.[0],
});

export function popupsRoutes(deps: PopupsDeps & { admin: RequestHandler; uploadTempDir: string }): Router {
  const { cache, admin, uploadTempDir } = deps;
  const upload = imageUpload(uploadTempDir);
  const popups = popupUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin });

  serve(popupCalls.active, (req, res) => sendCachedJson(cache, 'popups', req, res, popups.active));
  serve(popupCalls.list, async (_req, res) => {
    res.json(await popups.list());
  });
  serve(popupCalls.detail, async (req, res) => {
    res.json(await popups.detail(req.params.id));
  });
  serve(popupCalls.create, [upload], async (req, res) => {
    const { input, image } = formOf(req.body, res);
    res.status(201).json(await popups.create(input, image, actorOf(res)));
  });
  serve(popupCalls.update, [upload], async (req, res) => {
    const { input, image } = formOf(req.body, res);
    res.json(await popups.update(req.params.id, input, image, actorOf(res)));
  });
  serve(popupCalls.remove, async (req, res) => {
    await popups.remove(req.params.id, actorOf(res));
    res.status(204).end();
  });
  return router;
}
