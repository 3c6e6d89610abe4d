// The after-draw calls over HTTP: reads the request, asks the use case, writes the answer. The rules
// and transactions live in the stories' use cases (documents/, review/, reserves/, objections/, corrections/).
import { Router, type RequestHandler, type Response } from 'express';
import {
  DOCUMENT_EXTENSIONS,
  documentMessages,
  MAX_DOCUMENT_FILE_BYTES,
  MAX_DOCUMENT_FILES_PER_ITEM,
  refuseDocumentFile,
} from '@portal/shared-types/after-draw/documents';
import { afterDrawCalls } from '@portal/shared-types/http/calls/after-draw';
import { MAX_OBJECTION_FILES, OBJECTION_TEXT_MAX } from '@portal/shared-types/after-draw/moves';
import { objectionFormSchema } from '@portal/shared-types/after-draw/objection-rules';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { accessByOf, actorOf } from '../audit/audit-request';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { contentDisposition } from '../http/content-disposition';
import { multipart } from '../files/multipart';
import type { UploadedFile } from '../files/uploaded-file';
import { noStore } from '../http/no-store';
import { readRestOfBody } from '../http/early-refusal';
import { serveCalls } from '../http/serve-call';
import { readVerification, type VerifiedPerson } from '../identity/verification-token';
import type { SharedLimits } from '../limits/shared-limits';
import type { Clock } from '../time/clock';
import {
  assertMayUpload,
  giveUp,
  ownDocumentFile,
  removeDocument,
  statusesOf,
  submitDocuments,
  uploadDocuments,
  type ApplicantSideDeps,
} from './documents/applicant-documents-use-cases';
import {
  documentChangeLimits,
  MAX_DOCUMENT_UPLOAD_BODY_BYTES,
  MAX_OBJECTION_UPLOAD_BODY_BYTES,
} from './documents/document-limits';
import type { DocumentStore } from './documents/document-store';
import {
  adminFile,
  applicantReview,
  decide,
  extendDeadline,
  markContractDone,
  markFile,
  reviewQueue,
  saveRoundSettings,
  settingsOf,
  type ReviewDeps,
} from './review/review-use-cases';
import { callReserve, vacancies } from './reserves/reserve-calls-use-cases';
import { applicationHistory } from './moves/history';
import { assertMayFileObjection, decideObjection, fileObjection } from './objections/objections-use-cases';
import {
  confirmCorrection,
  corrections,
  proposeCorrection,
  withdrawCorrection,
} from './corrections/corrections-use-cases';

export interface AfterDrawRouterDeps {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  /** answers 401 unless a signed-in admin asks */
  admin: RequestHandler;
  /** the public draw page shows the amendments a call-up writes */
  cache: PublicCache;
  documents: DocumentStore;
  limits: SharedLimits;
  /** where an upload's files wait until they are sealed and stored */
  uploadTempDir: string;
}

/** A document's bytes, never cached or sniffed. */
function sendDocument(res: Response, bytes: Buffer, headers: { type: string; disposition: string }) {
  res.setHeader('Content-Type', headers.type);
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Content-Disposition', headers.disposition);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(bytes);
}

export function afterDrawRouter({
  db,
  clock,
  jwtSecret,
  admin,
  cache,
  documents,
  limits,
  uploadTempDir,
}: AfterDrawRouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
  const now = () => clock.now();
  const applicantSide: ApplicantSideDeps = { db, now, documents };
  const reviewDeps: ReviewDeps = { db, now, documents };
  const person = (res: Response) => res.locals.person as VerifiedPerson;
  // the token first: nobody unverified gets an upload parsed
  const verified: RequestHandler = (req, res, next) => {
    try {
      res.locals.person = readVerification(jwtSecret, req.get(VERIFICATION_HEADER), clock.now());
      next();
    } catch (error) {
      next(error);
    }
  };
  const changeLimits = documentChangeLimits(limits, jwtSecret);
  // who may upload, and where, before a byte of the body is read: a refusal costs no memory or disk.
  // A stranger's connection is closed on the refusal; the owner's browser is sending a real upload (after
  // the deadline, past the quota), so the rest of a body of a possible size is read and dropped, and the
  // browser shows the Korean answer instead of a reset connection.
  const mayUpload: RequestHandler = async (req, res, next) => {
    const { id, item } = afterDrawCalls.uploadDocument.params.parse(req.params);
    await assertMayUpload(applicantSide, person(res), id, item, () => {
      if (Number(req.get('Content-Length')) <= MAX_DOCUMENT_UPLOAD_BODY_BYTES) readRestOfBody(res);
    });
    next();
  };
  const upload = multipart({
    fileField: 'files',
    maxFiles: MAX_DOCUMENT_FILES_PER_ITEM,
    maxFileBytes: MAX_DOCUMENT_FILE_BYTES,
    allowedExtensions: DOCUMENT_EXTENSIONS,
    // the form sends files only
    jsonParts: {},
    tempDir: uploadTempDir,
    checkFile: (file) => refuseDocumentFile({ name: file.originalName, size: file.size, bytes: file.head }),
  });
  // the 소명 as the upload: who may file is asked before a byte of the body is read
  const mayFileObjection: RequestHandler = async (req, res, next) => {
    const { id } = afterDrawCalls.fileObjection.params.parse(req.params);
    await assertMayFileObjection(applicantSide, person(res), id, () => {
      if (Number(req.get('Content-Length')) <= MAX_OBJECTION_UPLOAD_BODY_BYTES) readRestOfBody(res);
    });
    next();
  };
  const objectionUpload = multipart({
    fileField: 'files',
    maxFiles: MAX_OBJECTION_FILES,
    maxFileBytes: MAX_DOCUMENT_FILE_BYTES,
    allowedExtensions: DOCUMENT_EXTENSIONS,
    // UTF-8 takes up to 3 bytes a Korean letter
    jsonParts: { text: OBJECTION_TEXT_MAX * 3 },
    tempDir: uploadTempDir,
    checkFile: (file) => refuseDocumentFile({ name: file.originalName, size: file.size, bytes: file.head }),
  });
  // every answer here is about one person's application and documents
  router.use('/user/applications', noStore);

  serve(afterDrawCalls.status, [verified], async (_req, res) => {
    res.json(await statusesOf(applicantSide, person(res)));
  });

  // before the upload's `:item`, which would otherwise take "submit" for an item
  serve(afterDrawCalls.submitDocuments, [verified], async (req, res) => {
    const outcome = await submitDocuments(applicantSide, person(res), req.params.id);
    if (outcome.kind === 'missing') {
      res.status(409).json({
        message: documentMessages.missingItems(outcome.missing.map((item) => item.label)),
        missing: outcome.missing,
      });
      return;
    }
    res.json(outcome.status);
  });

  serve(afterDrawCalls.giveUp, [verified], async (req, res) => {
    // the draw page shows 포기 beside the receipt number: its cached answer goes
    res.json(await cache.writing('rounds', () => giveUp(applicantSide, person(res), req.params.id)));
  });

  serve(afterDrawCalls.uploadDocument, [verified, ...changeLimits, mayUpload, upload], async (req, res) => {
    const files = (res.locals.files as UploadedFile[] | undefined) ?? [];
    res
      .status(201)
      .json(await uploadDocuments(applicantSide, person(res), req.params.id, req.params.item, files));
  });

  serve(
    afterDrawCalls.fileObjection,
    [verified, ...changeLimits, mayFileObjection, objectionUpload],
    async (req, res) => {
      const { text } = objectionFormSchema.parse({
        text: (req.body as { text?: unknown } | undefined)?.text,
      });
      const files = (res.locals.files as UploadedFile[] | undefined) ?? [];
      res.status(201).json(await fileObjection(applicantSide, person(res), req.params.id, text, files));
    },
  );

  serve(afterDrawCalls.deleteDocumentFile, [verified, ...changeLimits], async (req, res) => {
    await removeDocument(applicantSide, person(res), req.params.id, req.params.fileId);
    res.status(204).end();
  });

  serve(afterDrawCalls.documentFile, [verified], async (req, res) => {
    const { file, bytes } = await ownDocumentFile(
      applicantSide,
      person(res),
      req.params.id,
      req.params.fileId,
    );
    sendDocument(res, bytes, {
      type: 'application/octet-stream',
      disposition: contentDisposition('attachment', file.originalName),
    });
  });

  serve(afterDrawCalls.settings, async (req, res) => {
    res.json(await settingsOf(reviewDeps, req.params.roundId));
  });

  serve(afterDrawCalls.saveSettings, async (req, res) => {
    res.json(
      await cache.writing('rounds', () =>
        saveRoundSettings(reviewDeps, req.params.roundId, req.body, actorOf(res)),
      ),
    );
  });

  serve(afterDrawCalls.reviewQueue, async (req, res) => {
    res.json(await reviewQueue(reviewDeps, req.params.roundId, () => accessByOf(req, res)));
  });

  serve(afterDrawCalls.adminDocumentFile, async (req, res) => {
    const { file, bytes } = await adminFile(reviewDeps, req.params.fileId, () => accessByOf(req, res));
    sendDocument(res, bytes, {
      type: file.contentType,
      disposition: contentDisposition('inline', file.originalName),
    });
  });

  serve(afterDrawCalls.markFile, async (req, res) => {
    // a 보완 요청's new deadline may end a 기한 경과 the draw page shows
    res.json(
      await cache.writing('rounds', () => markFile(reviewDeps, req.params.fileId, req.body, actorOf(res))),
    );
  });

  serve(afterDrawCalls.reviewOfApplicant, async (req, res) => {
    res.json(await applicantReview(reviewDeps, req.params.applicantId, () => accessByOf(req, res)));
  });

  serve(afterDrawCalls.decide, async (req, res) => {
    res.json(
      await cache.writing('rounds', () => decide(reviewDeps, req.params.applicantId, req.body, actorOf(res))),
    );
  });

  serve(afterDrawCalls.extendDeadline, async (req, res) => {
    res.json(
      await cache.writing('rounds', () =>
        extendDeadline(reviewDeps, req.params.applicantId, req.body, actorOf(res)),
      ),
    );
  });

  serve(afterDrawCalls.contractDone, async (req, res) => {
    res.json(await markContractDone(reviewDeps, req.params.applicantId, actorOf(res)));
  });

  serve(afterDrawCalls.history, async (req, res) => {
    res.json(await applicationHistory(db, req.params.applicantId));
  });

  serve(afterDrawCalls.decideObjection, async (req, res) => {
    // 인용 puts 당첨 back beside the receipt number on the draw page
    res.json(
      await cache.writing('rounds', () =>
        decideObjection(reviewDeps, req.params.applicantId, req.body, actorOf(res)),
      ),
    );
  });

  serve(afterDrawCalls.vacancies, async (req, res) => {
    res.json(await vacancies({ db, now }, req.params.roundId));
  });

  serve(afterDrawCalls.callReserve, async (req, res) => {
    const call = await cache.writing('rounds', () =>
      callReserve({ db, now }, req.params.roundId, req.body.vacancyApplicantId, actorOf(res)),
    );
    res.status(201).json(call);
  });

  serve(afterDrawCalls.corrections, async (req, res) => {
    res.json(await corrections({ db, now }, req.params.roundId, actorOf(res)));
  });

  serve(afterDrawCalls.proposeCorrection, async (req, res) => {
    // nothing public changes until another admin confirms
    const proposal = await proposeCorrection({ db, now }, req.params.applicantId, req.body, actorOf(res));
    res.status(201).json(proposal);
  });

  serve(afterDrawCalls.confirmCorrection, async (req, res) => {
    // the draw page shows the corrected result and its amendment
    res.json(
      await cache.writing('rounds', () =>
        confirmCorrection({ db, now }, req.params.correctionId, actorOf(res)),
      ),
    );
  });

  serve(afterDrawCalls.withdrawCorrection, async (req, res) => {
    res.json(await withdrawCorrection({ db, now }, req.params.correctionId, actorOf(res)));
  });

  return router;
}
