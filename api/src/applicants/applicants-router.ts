import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { drawMessages } from '@portal/shared-types/draw/draw-api.schema';
import { applicantCalls } from '@portal/shared-types/http/calls/applicants';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { messages } from '@portal/shared-types/common/messages';
import { WAITING_PASS_HEADER } from '@portal/shared-types/waiting-room/waiting-room-rules';
import { normalizeWinningState, validateReserve } from '@portal/shared-types/applicants/winning-state-rules';
import { actorOf, auditEntry, recordAccess } from '../audit/audit-log';
import { findDraw, recordAmendments } from '../draw/draw-repository';
import { badRequest, conflict, notFound } from '../http/app-error';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import { readVerification } from '../identity/verification-token';
import type { RouterDeps } from '../router-deps';
import { findRound } from '../rounds/rounds-repository';
import {
  applicantCounts,
  applicantsOfRound,
  lockApplicantsOfRound,
  setWinningStates,
} from './applicants-repository';
import { apply, applicationInRound, cancel, edit, lookUp, type ApplicationDeps } from './applications';
import { enqueue, winningStateChangedMessage, type NewMessage } from '../notify/outbox';

export function applicantsRouter({
  db,
  jwtSecret,
  clock,
  admin,
  limits,
  waitingRoom,
  cache,
}: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
  const applications: ApplicationDeps = { db, now: () => clock.now() };
  const verified = (req: { get(name: string): string | undefined }) =>
    readVerification(jwtSecret, req.get(VERIFICATION_HEADER), clock.now());
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
  // the apply page's check, once a verification: a bucket of its own, so it never eats the inquiry's
  const ownCheckLimit = rateLimit({
    ...limits('ownApplication'),
    windowMs: 60 * 1000,
    limit: 60,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: apiMessages.tooManyRequests });
    },
  }) as unknown as RequestHandler;
  // every answer here is a person's application
  router.use(applicantCalls.apply.path, noStore);

  serve(applicantCalls.apply, async (req, res) => {
    const submission = req.body;
    // while the round's waiting room is on, only an admitted visitor may submit
    const admit = () =>
      waitingRoom.admitSubmission(submission.supplyUid, req.get(WAITING_PASS_HEADER), clock.now());
    res.status(201).json(await apply(applications, verified(req), submission, admit));
  });

  serve(applicantCalls.lookup, [inquiryLimit], async (req, res) => {
    res.json(await lookUp(applications, verified(req), req.body));
  });

  serve(applicantCalls.own, [ownCheckLimit], async (req, res) => {
    res.json(await applicationInRound(applications, verified(req), req.body.uid));
  });

  serve(applicantCalls.update, async (req, res) => {
    res.json(await edit(applications, verified(req), req.params.id, req.body));
  });

  serve(applicantCalls.cancel, async (req, res) => {
    await cancel(applications, verified(req), req.params.id);
    res.status(204).end();
  });

  // Admins only: the public round list stays cacheable and says nothing about who applied.
  serve(applicantCalls.counts, async (_req, res) => {
    res.json(await applicantCounts(db));
  });

  serve(applicantCalls.ofRound, async (req, res) => {
    const roundId = req.params.roundId;
    if (!(await findRound(db, roundId))) throw notFound(messages.notFound);
    const applicants = await applicantsOfRound(db, roundId);
    // 접속기록: the list (names, phones, answers) was shown; recorded before it leaves the server
    await recordAccess(db, req, res, {
      kind: 'accessList',
      action: 'list',
      roundId,
      details: { count: applicants.length },
    });
    res.json(applicants);
  });

  serve(applicantCalls.saveWinningStates, async (req, res) => {
    const { subscriptionId, statusUpdates, reason } = req.body;
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
        // after the draw every change is public, with its reason
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
        const notices: NewMessage[] = [];
        for (const change of changes) {
          const changeId = await auditEntry(tx, {
            actor,
            kind: 'winningState',
            action: 'update',
            roundId: subscriptionId,
            target: change.applicant.receiptNumber,
            before: { winningState: change.oldState },
            after: { winningState: change.newState, ...(reason ? { reason } : {}) },
          });
          // the applicant hears of a real change only; saving the same state again says nothing
          if (change.oldState !== change.newState)
            notices.push(
              winningStateChangedMessage({ id: change.applicant.id, roundId: subscriptionId }, changeId),
            );
        }
        await enqueue(tx, notices, clock.now());
        return applicantsOfRound(tx, subscriptionId);
      });
    res.json(await cache.writing('rounds', save));
  });

  return router;
}
