import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { applicantCalls } from '@portal/shared-types/http/calls/applicants';
import { auditCalls } from '@portal/shared-types/http/calls/audit';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { WAITING_PASS_HEADER } from '@portal/shared-types/waiting-room/waiting-room-rules';
import { accessByOf, actorOf } from '../audit/audit-request';
import { noStore } from '../http/no-store';
import { badRequest } from '../http/app-error';
import { messages } from '@portal/shared-types/common/messages';
import { excelFileName } from '@portal/shared-types/applicants/excel';
import { XLSX_CONTENT_TYPE } from './excel-file';
import { serveCalls } from '../http/serve-call';
import { readVerification } from '../identity/verification-token';
import type { SharedLimits } from '../limits/shared-limits';
import type { WaitingRoom } from '../waiting-room/waiting-room';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { applicantUseCases, type ApplicantRecord, type ApplicantsDeps } from './applicants-use-cases';

export interface ApplicantsRoutesDeps extends ApplicantsDeps {
  jwtSecret: string;
  admin: RequestHandler;
  limits: SharedLimits;
  waitingRoom: WaitingRoom;
}

/** A per-minute rate limit whose counts the replicas share (`name` is its bucket). */
const perMinute = (limits: SharedLimits, name: string, limit: number) =>
  rateLimit({
    ...limits(name),
    windowMs: 60 * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: apiMessages.tooManyRequests });
    },
  });

/** An application as the contract sends it: the round's id and the supply type under the contract's names. */
function onWire(record: ApplicantRecord): Applicant {
  const { id, name, phoneNumber, supplyType, roundId, ...rest } = record;
  return { id, name, phoneNumber, subscriptionType: supplyType, subscriptionUid: roundId, ...rest };
}

/**
 * The applicants' calls: the applicant's own (verified by the identity token) and the admin's lists,
 * Excel export and winning-state save. The contract's names of the round's id and of the supply type end
 * here; the use cases say roundId and supplyType.
 */
export function applicantsRoutes(deps: ApplicantsRoutesDeps): Router {
  const { jwtSecret, clock, admin, limits, waitingRoom } = deps;
  const applicants = applicantUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin });
  const verified = (req: { get(name: string): string | undefined }) =>
    readVerification(jwtSecret, req.get(VERIFICATION_HEADER), clock.now());
  const inquiryLimit = perMinute(limits, 'inquiry', 30);
  // the apply page's check, once a verification: a bucket of its own, so it never eats the inquiry's
  const ownCheckLimit = perMinute(limits, 'ownApplication', 60);
  // every answer here is a person's application
  router.use(applicantCalls.apply.path, noStore);

  serve(applicantCalls.apply, async (req, res) => {
    const roundId = req.body.supplyUid;
    // while the round's waiting room is on, only an admitted visitor may submit
    const admit = () => waitingRoom.admitSubmission(roundId, req.get(WAITING_PASS_HEADER), clock.now());
    res.status(201).json(onWire(await applicants.apply(verified(req), req.body, admit)));
  });

  serve(applicantCalls.lookup, [inquiryLimit], async (req, res) => {
    res.json(onWire(await applicants.lookUp(verified(req), req.body)));
  });

  serve(applicantCalls.own, [ownCheckLimit], async (req, res) => {
    const found = await applicants.applicationInRound(verified(req), req.body.uid);
    res.json(found && onWire(found));
  });

  serve(applicantCalls.update, async (req, res) => {
    res.json(onWire(await applicants.edit(verified(req), req.params.id, req.body)));
  });

  serve(applicantCalls.cancel, async (req, res) => {
    await applicants.cancel(verified(req), req.params.id);
    res.status(204).end();
  });

  // Admins only: the public round list stays cacheable and says nothing about who applied.
  serve(applicantCalls.counts, async (_req, res) => {
    const counts = await applicants.counts();
    res.json(counts.map(({ roundId, count }) => ({ subscriptionId: roundId, count })));
  });

  serve(applicantCalls.ofRound, async (req, res) => {
    const page = await applicants.ofRound(accessByOf(req, res), req.params.roundId, req.query);
    const reserveHolders = page.reserveHolders.map(({ supplyType, ...holder }) => ({
      ...holder,
      subscriptionType: supplyType,
    }));
    res.json({ ...page, items: page.items.map(onWire), reserveHolders });
  });

  // the Excel file of a round's applicants, written here and recorded as a 접속기록 with its reason;
  // POST, so neither the search nor the reason is in an address
  serve(auditCalls.recordExport, async (req, res) => {
    const { search, reason } = req.body;
    const written = await applicants.exportFile(accessByOf(req, res), req.body.roundId, search, reason);
    if (!written) throw badRequest(messages.exportEmpty);
    const name = excelFileName(written.title, written.at);
    res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
    // the Korean name for browsers (RFC 5987), a plain one for the rest
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="applicants.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.send(written.file);
  });

  serve(applicantCalls.saveWinningStates, async (req, res) => {
    const { statusUpdates, reason } = req.body;
    const roundId = req.body.subscriptionId;
    const saved = await applicants.saveWinningStates(roundId, statusUpdates, reason, actorOf(res));
    res.json(saved.map(onWire));
  });

  return router;
}
