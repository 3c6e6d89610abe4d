import { Router, type Request, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  applicantLookupSchema,
  applicantSubmissionSchema,
  statusUpdateSchema,
  type ApplicantLookup,
  type ApplicantSubmission,
  type StatusUpdate,
} from '@portal/shared-types/applicants';
import { apiMessages } from '@portal/shared-types/api-messages';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity';
import { WAITING_PASS_HEADER } from '@portal/shared-types/waiting-room';
import { messages } from '@portal/shared-types/messages';
import { idParamSchema } from '@portal/shared-types/notices';
import { chooseCurrentRound, roundProgress, type Round } from '@portal/shared-types/rounds';
import { z } from 'zod';
import type { Clock } from '../time/clock';
import type { Db } from '../db/database';
import { AppError, badRequest, conflict, notFound } from '../http/app-error';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { readVerification, type VerifiedPerson } from '../identity/verification-token';
import { findRound, listRounds, lockRound } from '../rounds/rounds-repository';
import {
  applicantCounts,
  applicantsOfRound,
  deleteApplicant,
  findApplicant,
  findApplications,
  insertApplicant,
  insertApplicantIfRoundOpen,
  lockApplicantsOfRound,
  setWinningStates,
  updateApplicantAnswers,
} from './applicants-repository';
import { isUniqueViolation } from './unique-violation';
import { memoryLimits, type SharedLimits } from '../limits/shared-limits';
import type { WaitingRoom } from '../waiting-room/waiting-room';
import type { PublicCache } from '../cache/public-cache';
import { actorOf, audit } from '../audit/audit-log';
import { drawMessages } from '@portal/shared-types/draw/draw-api';
import { findDraw, recordAmendments } from '../draw/draw-repository';
import { normalizeWinningState, validateReserve } from '@portal/shared-types/winning-state-rules';

const APPLICANTS = '/user/subscriptionApplicants';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const roundIdParamSchema = z.object({ roundId: idParamSchema.shape.id });

const samePerson = (a: VerifiedPerson, name: string, phone: string) =>
  a.name.trim() === name.trim() && a.phone === phone;

export function applicantsRouter(
  db: Db,
  jwtSecret: string,
  clock: Clock,
  admin: RequestHandler,
  limits: SharedLimits = memoryLimits,
  waitingRoom?: WaitingRoom,
  cache?: PublicCache,
): Router {
  const router = Router();
  const verified = (req: Request) => readVerification(jwtSecret, req.get(VERIFICATION_HEADER), clock.now());
  // cast: express-rate-limit is typed against another copy of the Express types
  const inquiryLimit = rateLimit({
    ...limits('inquiry'),
    windowMs: 60 * 1000,
    limit: 30,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: apiMessages.tooManyRequests });
    },
  }) as unknown as RequestHandler;
  // every answer here is a person's application
  router.use(APPLICANTS, noStore);

  /**
   * Runs an application write while its round is open (409 otherwise). The round row is held FOR SHARE
   * until the write commits, so a close (FOR UPDATE) waits for it, or it waits for the close and sees it.
   */
  function whileRoundOpen<T>(roundId: number, write: (tx: Tx, round: Round) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const round = await lockRound(tx, roundId, 'share');
      if (!round) throw notFound(messages.notFound);
      if (roundProgress(round, clock.now()) !== 'open') throw conflict(apiMessages.roundNotOpen);
      return write(tx, round);
    });
  }

  router.post(APPLICANTS, validate({ body: applicantSubmissionSchema }), async (req, res) => {
    const submission = req.body as ApplicantSubmission;
    if (!samePerson(verified(req), submission.name, submission.phone)) {
      throw new AppError(403, apiMessages.verificationMismatch);
    }
    // while the round's waiting room is on, only an admitted visitor may submit (issue 17)
    let givePassBack = async (): Promise<void> => undefined;
    if (waitingRoom)
      givePassBack = await waitingRoom.admitSubmission(
        submission.supplyUid,
        req.get(WAITING_PASS_HEADER),
        clock.now(),
      );
    try {
      const applicant =
        (await insertApplicantIfRoundOpen(db, submission, clock.now())) ??
        // Not inserted: the same checks inside a transaction say why (404, 409 or 400).
        (await whileRoundOpen(submission.supplyUid, (tx, round) => {
          if (!round.subscriptionType.includes(submission.supplyType))
            throw badRequest(apiMessages.supplyTypeNotInRound);
          return insertApplicant(tx, submission);
        }));
      res.status(201).json(applicant);
    } catch (error) {
      await givePassBack();
      // the unique index decides, so concurrent duplicates leave exactly one row
      if (isUniqueViolation(error)) throw conflict(messages.alreadyApplied);
      throw error;
    }
  });

  // Spec section 7: "Returns an applicant. 404 means none." Only the verified person's own: the name
  // and phone travel in the body, never the URL. With uid, the application of that round; without,
  // the one in the current round (as the apply side chooses it) if any, else the newest.
  router.post(
    `${APPLICANTS}/lookup`,
    inquiryLimit,
    validate({ body: applicantLookupSchema }),
    async (req, res) => {
      const lookup = req.body as ApplicantLookup;
      if (!samePerson(verified(req), lookup.name, lookup.phone))
        throw new AppError(403, apiMessages.verificationMismatch);
      const found = await findApplications(db, lookup.name, lookup.phone, lookup.uid);
      if (found.length === 0) throw notFound(messages.noApplication);
      if (lookup.uid !== undefined) return void res.json(found[0]);
      const current = chooseCurrentRound(await listRounds(db), clock.now());
      res.json(found.find((applicant) => applicant.subscriptionUid === current?.id) ?? found[0]);
    },
  );

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
      const updated = await whileRoundOpen(applicant.subscriptionUid, (tx, round) => {
        if (!round.subscriptionType.includes(submission.supplyType))
          throw badRequest(apiMessages.supplyTypeNotInRound);
        return updateApplicantAnswers(tx, applicant.id, submission);
      });
      if (!updated) throw notFound(messages.notFound);
      res.json(updated);
    },
  );

  router.delete(`${APPLICANTS}/:id`, validate({ params: idParamSchema }), async (req, res) => {
    const person = verified(req);
    const applicant = await findApplicant(db, Number(req.params.id));
    if (!applicant) throw notFound(messages.notFound);
    if (!samePerson(person, applicant.name, applicant.phoneNumber))
      throw new AppError(403, apiMessages.verificationMismatch);
    await whileRoundOpen(applicant.subscriptionUid, (tx) => deleteApplicant(tx, applicant.id));
    res.status(204).end();
  });

  // Admins only: the public round list stays cacheable and says nothing about who applied.
  router.get('/portal/admin/subscription/applicantCounts', admin, async (_req, res) => {
    res.json(await applicantCounts(db));
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
      const { subscriptionId, statusUpdates, reason } = req.body as StatusUpdate;
      if (!(await findRound(db, subscriptionId))) throw notFound(messages.notFound);
      const actor = actorOf(res);
      const save = () =>
        db.transaction(async (tx) => {
          const current = await lockApplicantsOfRound(tx, subscriptionId);
          const byId = new Map(current.map((applicant) => [applicant.id, applicant]));
          if (statusUpdates.some((update) => !byId.has(update.applicantId)))
            throw badRequest(apiMessages.applicantNotInRound);
          const pending = Object.fromEntries(statusUpdates.map((u) => [u.applicantId, u.winningState]));
          if (validateReserve(current, pending) === messages.reserveNumberDuplicate)
            throw conflict(messages.reserveNumberDuplicate);
          const changes = statusUpdates.map((update) => {
            const applicant = byId.get(update.applicantId)!;
            return {
              applicant,
              oldState: normalizeWinningState(applicant.winningState),
              newState: normalizeWinningState(update.winningState),
            };
          });
          // after the draw every change is public, with its reason (issue 15, point 7)
          if ((await findDraw(tx, subscriptionId))?.drawnAt) {
            if (!reason) throw badRequest(drawMessages.amendmentReason);
            await recordAmendments(
              tx,
              changes
                .filter((change) => change.oldState !== change.newState)
                .map((change) => ({
                  roundId: subscriptionId,
                  receiptNumber: change.applicant.receiptNumber,
                  oldState: change.oldState,
                  newState: change.newState,
                  reason,
                  adminUsername: actor,
                })),
            );
          }
          await setWinningStates(tx, subscriptionId, statusUpdates);
          for (const change of changes) {
            await audit(tx, {
              actor,
              kind: 'winningState',
              action: 'update',
              roundId: subscriptionId,
              target: change.applicant.receiptNumber,
              before: { winningState: change.oldState },
              after: { winningState: change.newState, ...(reason ? { reason } : {}) },
            });
          }
          return applicantsOfRound(tx, subscriptionId);
        });
      res.json(cache ? await cache.writing('rounds', save) : await save());
    },
  );

  return router;
}
