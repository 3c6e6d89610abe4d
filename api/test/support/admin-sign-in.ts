// Signing an admin in as a person would, through both steps: the password, then the code of the
// authenticator app, which these helpers compute from the secret that the enrolment showed. The first
// sign-in of an admin enrols. The codes follow the server's rules: ±1 step, each step once.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import type { Db } from '../../src/db/database';
import { adminUsers } from '../../src/db/schema';

const PERIOD_MS = 30_000;

/** What an admin's phone knows: the secret, and which step's code it last gave. */
export interface Authenticator {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
}

/** The code the app shows at `step` (a 30-second step since 1970). */
export const codeAt = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });

export const stepOf = (at: Date) => Math.floor(at.getTime() / PERIOD_MS);

/** How long a code must stay valid after it is made: a loaded machine may take this long to send it. */
const MARGIN_MS = 12_000;

/**
 * The first step within ±1 of `at` that the server has not accepted yet, or null when all three are used.
 * The previous step only while it stays valid for MARGIN_MS more: near the end of a period its code would
 * expire between the fill and the server's check.
 */
function freeStep(app: Authenticator, at: Date): number | null {
  const now = stepOf(at);
  const previousValid = PERIOD_MS - (at.getTime() % PERIOD_MS) >= MARGIN_MS;
  const step = Math.max(previousValid ? now - 1 : now, app.lastStep + 1);
  return step <= now + 1 ? step : null;
}

// ---------- over fetch: a running site (browser tests, replicas, benches) ----------

const phones = new Map<string, Authenticator>();
const phoneKey = (url: string, username: string) => `${url} ${username}`;

/** The authenticator of an admin of the site at `url`, once that admin has enrolled through these helpers. */
export const authenticatorOf = (url: string, username = 'admin') => phones.get(phoneKey(url, username));

/** Keeps the authenticator of an admin enrolled elsewhere (through the page), for later sign-ins. */
export const rememberAuthenticator = (url: string, username: string, phone: Authenticator) =>
  phones.set(phoneKey(url, username), phone);

async function post(url: string, path: string, body: object) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The next code of the phone, waiting for the next step when the three of now are used. */
export async function nextCode(phone: Authenticator): Promise<string> {
  for (;;) {
    const step = freeStep(phone, new Date());
    if (step !== null) {
      phone.lastStep = step;
      return codeAt(phone.secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 50));
  }
}

/**
 * Signs an admin in on a running site and answers the token; an admin without a factor enrols first
 * (the secret is kept here for the next sign-ins).
 */
export async function signInOverHttp(url: string, username: string, password: string): Promise<string> {
  const first = (await post(url, '/portal/login', { username, password })) as {
    step: string;
    ticket: string;
  };
  if (first.step === 'enrol') {
    const { secret } = (await post(url, '/portal/login/enrol', { ticket: first.ticket })) as {
      secret: string;
    };
    const phone: Authenticator = { secret, lastStep: -Infinity, recoveryCodes: [] };
    const done = (await post(url, '/portal/login/enrol/confirm', {
      ticket: first.ticket,
      code: await nextCode(phone),
    })) as { token: string; recoveryCodes: string[] };
    phone.recoveryCodes = done.recoveryCodes;
    phones.set(phoneKey(url, username), phone);
    return done.token;
  }
  const phone = phones.get(phoneKey(url, username));
  if (!phone) throw new Error(`${username} has enrolled, but not through these helpers: no code to give`);
  const done = (await post(url, '/portal/login/code', {
    ticket: first.ticket,
    code: await nextCode(phone),
  })) as {
    token: string;
  };
  return done.token;
}

// ---------- over supertest: an API test's app with its own clock ----------

type App = Parameters<typeof request>[0];
/** By database: replicas of one site share their admins. */
const dbPhones = new WeakMap<Db, Map<string, Authenticator>>();

/** The authenticator of an admin of this database, once enrolled through `signInAdmin`. */
export function appAuthenticator(db: Db, username: string): Authenticator | undefined {
  return dbPhones.get(db)?.get(username);
}

/**
 * Signs an admin in on a test app at its clock's time, enrolling at the first sign-in. An API test's clock
 * stands still, so many sign-ins would use up the three steps around it: then the admin's last accepted
 * step is cleared first. The replay rule itself is tested in second-factor.test.ts without this.
 */
export async function signInAdmin(
  ctx: { app: App; database: { db: Db }; clock: { now: () => Date } },
  username: string,
  password: string,
  userAgent = 'api-test',
): Promise<string> {
  const phonesOfApp = dbPhones.get(ctx.database.db) ?? new Map<string, Authenticator>();
  dbPhones.set(ctx.database.db, phonesOfApp);
  const first = await request(ctx.app)
    .post('/portal/login')
    .set('User-Agent', userAgent)
    .send({ username, password })
    .expect(200);
  const ticket = first.body.ticket as string;
  if (first.body.step === 'enrol') {
    const started = await request(ctx.app).post('/portal/login/enrol').send({ ticket }).expect(200);
    const phone: Authenticator = { secret: started.body.secret, lastStep: -Infinity, recoveryCodes: [] };
    const step = stepOf(ctx.clock.now());
    phone.lastStep = step;
    const done = await request(ctx.app)
      .post('/portal/login/enrol/confirm')
      .set('User-Agent', userAgent)
      .send({ ticket, code: codeAt(phone.secret, step) })
      .expect(200);
    phone.recoveryCodes = done.body.recoveryCodes;
    phonesOfApp.set(username, phone);
    return done.body.token as string;
  }
  const phone = phonesOfApp.get(username);
  if (!phone) throw new Error(`${username} has enrolled, but not through signInAdmin: no code to give`);
  let step = freeStep(phone, ctx.clock.now());
  if (step === null) {
    await ctx.database.db
      .update(adminUsers)
      .set({ totpLastStep: null })
      .where(eq(adminUsers.username, username));
    step = stepOf(ctx.clock.now());
  }
  phone.lastStep = step;
  const done = await request(ctx.app)
    .post('/portal/login/code')
    .set('User-Agent', userAgent)
    .send({ ticket, code: codeAt(phone.secret, step) })
    .expect(200);
  return done.body.token as string;
}
