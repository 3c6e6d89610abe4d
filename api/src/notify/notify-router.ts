import { Router } from 'express';
import { notifyCalls } from '@portal/shared-types/http/calls/notify';
import { notifyMessages, type OutboxMessage } from '@portal/shared-types/notify/notify';
import { messages } from '@portal/shared-types/common/messages';
import { actorOf, audit } from '../audit/audit-log';
import { conflict, notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { findApplicant } from '../applicants/applicants-repository';
import { findRound } from '../rounds/rounds-repository';
import { findMessage, messagesOfApplicant, roundCounts, sendAgain } from './outbox-repository';

/** The admin's view of the outbox: per applicant, per round, a dead message sent again. */
export function notifyRouter({ db, admin, clock, notify }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
  serve(notifyCalls.status, (_req, res) => {
    res.json(notify.status);
  });
  serve(notifyCalls.ofRound, async (req, res) => {
    if (!(await findRound(db, req.params.id))) throw notFound(messages.notFound);
    res.json({ roundId: req.params.id, counts: await roundCounts(db, req.params.id) });
  });
  serve(notifyCalls.ofApplicant, async (req, res) => {
    if (!(await findApplicant(db, req.params.id))) throw notFound(messages.notFound);
    res.json(await messagesOfApplicant(db, req.params.id));
  });
  serve(notifyCalls.retry, async (req, res) => {
    const id = req.params.id;
    const retried: OutboxMessage | null = await db.transaction(async (tx) => {
      const message = await findMessage(tx, id, true);
      if (!message) throw notFound(messages.notFound);
      if (message.state !== 'dead') throw conflict(notifyMessages.notDead);
      const again = await sendAgain(tx, id, clock.now());
      await audit(tx, {
        actor: actorOf(res),
        kind: 'message',
        action: 'retry',
        roundId: message.roundId,
        target: String(id),
        before: { state: message.state, attempts: message.attempts, lastError: message.lastError },
        after: { state: again.state },
      });
      return again;
    });
    res.json(retried);
  });
  serve(notifyCalls.devMessages, (_req, res) => {
    if (!notify.dev) throw notFound(notifyMessages.noDevProvider);
    res.json([...notify.dev.messages].reverse());
  });
  serve(notifyCalls.devMode, (req, res) => {
    if (!notify.dev) throw notFound(notifyMessages.noDevProvider);
    notify.dev.mode = req.body.mode;
    res.status(204).end();
  });
  return router;
}
