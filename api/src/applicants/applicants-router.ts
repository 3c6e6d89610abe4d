import { Router, type Request, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  applicantSubmissionSchema,
  inquiryQuerySchema,
  statusUpdateSchema,
  type ApplicantSubmission,
  type InquiryQuery,
  type StatusUpdate,
} from '@portal/shared-types/applicants';
import { apiMessages } from '@portal/shared-types/api-messages';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity';
import { messages } from '@portal/shared-types/messages';
import { idParamSchema } from '@portal/shared-types/notices';
import { roundProgress, type Round } from '@portal/shared-types/rounds';
import { z } from 'zod';
import type { Clock } from '../app';
import type { Db } from '../db/database';
import { AppError, badRequest, conflict, notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { readVerification, type VerifiedPerson } from '../identity/verification-token';
import { findRound } from '../rounds/rounds-repository';
import {
  applicantsOfRound,
  deleteApplicant,
  findApplicant,
  findApplications,
  insertApplicant,
  lockApplicantsOfRound,
  setWinningStates,
  updateApplicantAnswers,
} from './applicants-repository';
import { isUniqueViolation } from './unique-violation';
import { reserveConflict } from './reserve-conflict';

const APPLICANTS = '/user/subscriptionApplicants';
const roundIdParamSchema = z.object({ roundId: idParamSchema.shape.id });

const samePerson = (a: VerifiedPerson, name: string, phone: string) =>
  a.name.trim() === name.trim() && a.phone === phone;

export function applicantsRouter(db: Db, jwtSecret: string, clock: Clock, admin: RequestHandler): Router {
  const router = Router();
  const verified = (req: Request) => readVerification(jwtSecret, req.get(VERIFICATION_HEADER), clock.now());
  // cast: express-rate-limit is typed against another copy of the Express types
  const inquiryLimit = rateLimit({
    windowMs: 60 * 1000,
    limit: 30,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: apiMessages.tooManyRequests });
    },
  }) as unknown as RequestHandler;

  /** The round of an application, which must be open now (409 otherwise). */
  async function openRound(roundId: number): Promise<Round> {
    const round = await findRound(db, roundId);
    if (!round) throw notFound(messages.notFound);
    if (roundProgress(round, clock.now()) !== 'open') throw conflict(apiMessages.roundNotOpen);
    return round;
  }

  router.post(APPLICANTS, validate({ body: applicantSubmissionSchema }), async (req, res) => {
    const submission = req.body as ApplicantSubmission;
    if (!samePerson(verified(req), submission.name, submission.phone)) {
      throw new AppError(403, apiMessages.verificationMismatch);
    }
    const round = await openRound(submission.supplyUid);
    if (!round.subscriptionType.includes(submission.supplyType))
      throw badRequest(apiMessages.supplyTypeNotInRound);
    try {
      res.status(201).json(await insertApplicant(db, submission));
    } catch (error) {
      // the unique index decides, so concurrent duplicates leave exactly one row
      if (isUniqueViolation(error)) throw conflict(messages.alreadyApplied);
      throw error;
    }
  });

  // Without uid: every application of this person (name and phone), newest first, as an array.
  // With uid: the one application of that round, as an object. 404 when there is none.
  router.get(APPLICANTS, inquiryLimit, validate({ query: inquiryQuerySchema }), async (req, res) => {
    const query = req.query as unknown as InquiryQuery;
    const found = await findApplications(db, query.name, query.phone, query.uid);
    if (found.length === 0) throw notFound(messages.noApplication);
    res.json(query.uid === undefined ? found : found[0]);
  });

  router.put(
    `${APPLICANTS}/:id`,
    validate({ params: idParamSchema, body: applicantSubmissionSchema }),
    async (req, res) => {
      const person = verified(req);
      const submission = req.body as ApplicantSubmission;
      const applicant = await findApplicant(db, Number(req.params.id));
      if (!applicant) throw notFound(messages.notFound);
      if (
        !samePerson(person, applicant.name, applicant.phoneNumber) ||
        !samePerson(person, submission.name, submission.phone)
      ) {
        throw new AppError(403, apiMessages.verificationMismatch);
      }
      if (submission.supplyUid !== applicant.subscriptionUid) throw badRequest(messages.roundIdInvalid);
      const round = await openRound(applicant.subscriptionUid);
      if (!round.subscriptionType.includes(submission.supplyType))
        throw badRequest(apiMessages.supplyTypeNotInRound);
      res.json(await updateApplicantAnswers(db, applicant.id, submission));
    },
  );

  router.delete(`${APPLICANTS}/:id`, validate({ params: idParamSchema }), async (req, res) => {
    const person = verified(req);
    const applicant = await findApplicant(db, Number(req.params.id));
    if (!applicant) throw notFound(messages.notFound);
    if (!samePerson(person, applicant.name, applicant.phoneNumber))
      throw new AppError(403, apiMessages.verificationMismatch);
    await openRound(applicant.subscriptionUid);
    await deleteApplicant(db, applicant.id);
    res.status(204).end();
  });

  router.get(
    '/portal/admin/subscriptionApplicants/:roundId',
    admin,
    validate({ params: roundIdParamSchema }),
    async (req, res) => {
      const roundId = Number(req.params.roundId);
      if (!(await findRound(db, roundId))) throw notFound(messages.notFound);
      res.json(await applicantsOfRound(db, roundId));
    },
  );

  router.put(
    '/portal/admin/subscriptionApplicants',
    admin,
    validate({ body: statusUpdateSchema }),
    async (req, res) => {
      const { subscriptionId, statusUpdates } = req.body as StatusUpdate;
      if (!(await findRound(db, subscriptionId))) throw notFound(messages.notFound);
      const saved = await db.transaction(async (tx) => {
        const current = await lockApplicantsOfRound(tx, subscriptionId);
        const ids = new Set(current.map((applicant) => applicant.id));
        if (statusUpdates.some((update) => !ids.has(update.applicantId)))
          throw badRequest(apiMessages.applicantNotInRound);
        if (reserveConflict(current, statusUpdates)) throw conflict(messages.reserveNumberDuplicate);
        await setWinningStates(tx, subscriptionId, statusUpdates);
        return applicantsOfRound(tx, subscriptionId);
      });
      res.json(saved);
    },
  );

  return router;
}
