import { Router, type RequestHandler } from 'express';
import { accountCalls } from '@portal/shared-types/http/calls/accounts';
import { actorOf } from '../audit/audit-request';
import { serveCalls } from '../http/serve-call';
import { accountUseCases, type AccountDeps } from './account-use-cases';

/**
 * The admin accounts screen's calls (최고 관리자). The setup sign-in itself is served with the other
 * sign-in steps (auth-routes.ts), under their limits.
 */
export function accountsRoutes(deps: AccountDeps & { admin: RequestHandler }): Router {
  const accounts = accountUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin: deps.admin });
  serve(accountCalls.list, async (_req, res) => {
    res.json(await accounts.list());
  });
  serve(accountCalls.create, async (req, res) => {
    res.status(201).json(await accounts.create(actorOf(res), req.body));
  });
  serve(accountCalls.history, async (_req, res) => {
    res.json(await accounts.history());
  });
  serve(accountCalls.exportHistory, async (req, res) => {
    res.json(await accounts.exportHistory(actorOf(res), req.body.reason));
  });
  serve(accountCalls.setRoles, async (req, res) => {
    res.json(await accounts.setRoles(actorOf(res), req.params.id, req.body.roles, req.body.reason));
  });
  serve(accountCalls.disable, async (req, res) => {
    res.json(await accounts.disable(actorOf(res), req.params.id, req.body.reason));
  });
  serve(accountCalls.enable, async (req, res) => {
    res.json(await accounts.enable(actorOf(res), req.params.id, req.body.reason));
  });
  serve(accountCalls.resetSecondFactor, async (req, res) => {
    res.json(await accounts.resetSecondFactor(actorOf(res), req.params.id, req.body.reason));
  });
  serve(accountCalls.reissueSetupCode, async (req, res) => {
    res.json(await accounts.reissueSetupCode(actorOf(res), req.params.id, req.body.reason));
  });
  return router;
}
