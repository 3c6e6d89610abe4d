import express, { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { identityCalls } from '@portal/shared-types/http/calls/identity';
import { AppError } from '../http/app-error';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import { rejectNul } from '../http/text-input';
import type { Db } from '../db/database';
import type { SharedLimits } from '../limits/shared-limits';
import type { Clock } from '../time/clock';
import type { IdentityProvider } from './identity-provider';
import { sendDevPage, sendFailurePage, sendResultPage } from './identity-pages';
import { keepPreparedRequest, openRequest, takeRequestOnce } from './identity-use-cases';
import { verificationExpiresAt } from '@portal/shared-types/identity/verification-time';
import { signVerificationToken } from './verification-token';

// as the inquiry: far above one person's need, low enough to stop a script (the admin e2e makes 25 flows)
export const IDENTITY_LIMIT_PER_MINUTE = 30;

type FormRequest = { method: string; body?: unknown; query: unknown };

/** A form field from the body (POST) or the query (GET), as a bounded string. */
function field(req: FormRequest, name: string, max = 4096): string {
  const source = req.method === 'POST' ? req.body : req.query;
  const value: unknown =
    typeof source === 'object' && source !== null ? Reflect.get(source, name) : undefined;
  if (typeof value !== 'string') return '';
  // PostgreSQL text cannot hold a NUL: refused here, before any lookup
  rejectNul(value, name);
  return value.slice(0, max);
}

export interface IdentityDeps {
  db: Db;
  /** null: identity verification is off */
  identity: IdentityProvider | null;
  jwtSecret: string;
  clock: Clock;
  limits: SharedLimits;
  admin: RequestHandler;
}

export function identityRouter({
  db,
  identity: provider,
  jwtSecret,
  clock,
  limits,
  admin,
}: IdentityDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 20 });
  // Each prepare costs a call to the provider and a row; each callback a decryption.
  const limit = (json: boolean) =>
    rateLimit({
      ...limits(json ? 'identity-prepare' : 'identity-callback'),
      windowMs: 60 * 1000,
      limit: IDENTITY_LIMIT_PER_MINUTE,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, res) => {
        if (json) res.status(429).json({ message: apiMessages.tooManyRequests });
        else sendFailurePage(res, 429, apiMessages.tooManyRequests);
      },
    });
  // the callback page holds a name, a phone and a token; the prepare answer a one-time request
  router.use('/portal/niceid', noStore);
  const prepareLimit = limit(true);
  const callbackLimit = limit(false);

  serve(identityCalls.prepare, [prepareLimit], async (req, res) => {
    if (!provider) throw new AppError(503, apiMessages.identityUnavailable);
    let prepared;
    try {
      prepared = await provider.prepare(clock.now());
    } catch (error) {
      req.log?.error({ err: error }, 'identity prepare failed');
      throw new AppError(502, apiMessages.identityFailed);
    }
    await keepPreparedRequest(db, prepared, clock.now());
    res.json({
      tokenVersionId: prepared.tokenVersionId,
      encData: prepared.encData,
      integrity: prepared.integrity,
      formAction: prepared.formAction,
    });
  });

  if (provider?.kind === 'dev') {
    const devPage = (req: FormRequest, res: express.Response) =>
      sendDevPage(
        res,
        {
          tokenVersionId: field(req, 'token_version_id', 200),
          encData: field(req, 'enc_data'),
          integrity: field(req, 'integrity_value', 200),
        },
        identityCalls.callback.path,
      );
    serve(identityCalls.devPage, devPage);
    serve(identityCalls.devPagePost, [form], devPage);
  }

  const callback = async (req: FormRequest, res: express.Response) => {
    if (!provider) return sendFailurePage(res, 503, apiMessages.identityUnavailable);
    const tokenVersionId = field(req, 'token_version_id', 200);
    const stored = tokenVersionId ? await openRequest(db, tokenVersionId, clock.now()) : null;
    if (!stored) return sendFailurePage(res, 400, apiMessages.identityRequestInvalid);
    const person = await provider.verify(stored, {
      encData: field(req, 'enc_data'),
      integrity: field(req, 'integrity_value', 200),
      name: field(req, 'name', 100),
      phone: field(req, 'phone', 40),
    });
    if (!person) return sendFailurePage(res, 400, apiMessages.identityFailed);
    // used once: of two posts of the same good answer, only the first gets here
    if (!(await takeRequestOnce(db, tokenVersionId, clock.now())))
      return sendFailurePage(res, 400, apiMessages.identityRequestInvalid);
    const now = clock.now();
    // the token's exp is in whole seconds: the page counts down to that same second
    const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    sendResultPage(res, {
      ...person,
      verificationToken: signVerificationToken(jwtSecret, person, now),
      expiresAt: verificationExpiresAt(issuedAt).toISOString(),
    });
  };
  serve(identityCalls.callback, [callbackLimit], callback);
  serve(identityCalls.callbackPost, [callbackLimit, form], callback);
  return router;
}
