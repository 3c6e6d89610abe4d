import { Router, type RequestHandler } from 'express';
import { notifyCalls } from '@portal/shared-types/http/calls/notify';
import { notifyMessages } from '@portal/shared-types/notify/notify';
import { accessByOf, actorOf } from '../audit/audit-request';
import { notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { NotifyService } from './notify-service';
import { notifyUseCases, type NotifyDeps } from './notify-use-cases';

/** The admin's view of the outbox: per applicant, per round, a dead message sent again. */
export function notifyRoutes(deps: NotifyDeps & { admin: RequestHandler; notify: NotifyService }): Router {
  const { admin, notify } = deps;
  const outbox = notifyUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin });
  serve(notifyCalls.status, (_req, res) => {
    res.json(notify.status);
  });
  serve(notifyCalls.ofRound, async (req, res) => {
    res.json(await outbox.ofRound(req.params.id));
  });
  serve(notifyCalls.pause, async (req, res) => {
    res.json(await outbox.pause(req.params.id, req.body.paused, actorOf(res)));
  });
  serve(notifyCalls.noticePreview, async (req, res) => {
    res.json(await outbox.previewNotice(req.params.id, req.body.audience, req.body.text));
  });
  serve(notifyCalls.notice, async (req, res) => {
    res.json(await outbox.sendNotice(req.params.id, req.body, actorOf(res)));
  });
  serve(notifyCalls.failedOfRound, async (req, res) => {
    res.json(await outbox.failedOfRound(accessByOf(req, res), req.params.id));
  });
  serve(notifyCalls.retryFailed, async (req, res) => {
    res.json(await outbox.sendFailedAgain(req.params.id, actorOf(res)));
  });
  serve(notifyCalls.ofApplicant, async (req, res) => {
    res.json(await outbox.ofApplicant(req.params.id));
  });
  serve(notifyCalls.retry, async (req, res) => {
    res.json(await outbox.sendAgain(req.params.id, actorOf(res)));
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
