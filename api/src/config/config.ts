import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { passwordProblem } from '@portal/shared-types/auth/password-rule';
import { QUICKNET } from '@portal/shared-types/draw/draw-plan';
import { parseSendingHours } from '@portal/shared-types/notify/notify';
import { remoteNames, type RemoteName } from '@portal/shared-types/site/routes';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * A configured documents key (DOCUMENTS_KEY, DOCUMENTS_PREVIOUS_KEYS): 32 bytes in base64 (or base64url);
 * null when it is not exactly that.
 */
export function parseDocumentKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
  return key.length === 32 ? key : null;
}

/** An MF_*_URL override: the remote is served from there instead of its deployed version. */
const remoteUrl = optionalText.refine(
  (value) => value === undefined || value.startsWith('/') || /^https?:\/\//.test(value),
  { error: 'must be a path starting with / or an http(s) URL' },
);

type RemoteUrlVariable = `${Uppercase<RemoteName>}_URL`;

/** The override variable of a remote: MF_BOARD_URL for mf_board. */
export const remoteUrlVariable = (name: RemoteName) => `${name.toUpperCase()}_URL` as RemoteUrlVariable;

/** One override variable per remote of the route table, so a new remote needs no edit here. */
const remoteUrlShape = Object.fromEntries(
  remoteNames.map((name) => [remoteUrlVariable(name), remoteUrl]),
) as Record<RemoteUrlVariable, typeof remoteUrl>;

const NICE_KEYS = [
  'NICE_API_URL',
  'NICE_CLIENT_ID',
  'NICE_CLIENT_SECRET',
  'NICE_PRODUCT_ID',
  'NICE_FORM_ACTION',
  'NICE_RETURN_URL',
] as const;

type NiceEnv = Partial<Record<(typeof NICE_KEYS)[number], string | undefined>> & {
  NODE_ENV: string;
  IDENTITY_PROVIDER?: 'dev' | 'nice' | undefined;
};

export interface NiceConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  productId: string;
  formAction: string;
  returnUrl: string;
}

/**
 * The identity provider: `dev` by default in development and test only (NODE_ENV set explicitly). Production never falls back to the dev
 * page: without IDENTITY_PROVIDER it uses `nice` when its credentials are all set, else none at all
 * (the identity calls then answer 503).
 */
function identityConfig(
  env: NiceEnv,
): { provider: 'dev' } | { provider: 'nice'; nice: NiceConfig } | { provider: 'unconfigured' } {
  const complete = NICE_KEYS.every((key) => env[key]);
  const chosen =
    env.IDENTITY_PROVIDER ??
    (env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? 'dev' : complete ? 'nice' : undefined);
  if (chosen === 'dev') return { provider: 'dev' };
  if (chosen === 'nice' && complete) {
    return {
      provider: 'nice',
      nice: {
        apiUrl: env.NICE_API_URL!.replace(/\/+$/, ''),
        clientId: env.NICE_CLIENT_ID!,
        clientSecret: env.NICE_CLIENT_SECRET!,
        productId: env.NICE_PRODUCT_ID!,
        formAction: env.NICE_FORM_ACTION!,
        returnUrl: env.NICE_RETURN_URL!,
      },
    };
  }
  return { provider: 'unconfigured' };
}

const SOLAPI_KEYS = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_PF_ID', 'SOLAPI_SENDER'] as const;

type NotifyEnv = Partial<Record<(typeof SOLAPI_KEYS)[number], string | undefined>> & {
  NODE_ENV: string;
  NOTIFY_PROVIDER?: 'dev' | 'solapi' | undefined;
  SOLAPI_API_URL: string;
  SOLAPI_TEMPLATE_IDS: Record<string, string>;
};

/**
 * The message provider, chosen like the identity provider: `dev` by default in development and test;
 * production uses SOLAPI when its settings are all there, else none (messages wait, nothing is sent).
 */
function notifyProvider(env: NotifyEnv) {
  const complete = SOLAPI_KEYS.every((key) => env[key]);
  const chosen =
    env.NOTIFY_PROVIDER ??
    (env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? 'dev' : complete ? 'solapi' : undefined);
  if (chosen === 'dev') return { provider: 'dev' as const };
  if (chosen === 'solapi' && complete)
    return {
      provider: 'solapi' as const,
      solapi: {
        apiUrl: env.SOLAPI_API_URL.replace(/\/+$/, ''),
        apiKey: env.SOLAPI_API_KEY!,
        apiSecret: env.SOLAPI_API_SECRET!,
        pfId: env.SOLAPI_PF_ID!,
        sender: env.SOLAPI_SENDER!.replace(/\D/g, ''),
        templateIds: env.SOLAPI_TEMPLATE_IDS,
      },
    };
  return { provider: 'none' as const };
}

/** 'CODE=id,CODE=id' as a map; undefined when a pair is malformed. */
function parseTemplateIds(text: string): Record<string, string> | undefined {
  const pairs = text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => pair.split('='));
  if (pairs.some((pair) => pair.length !== 2 || !pair[0]!.trim() || !pair[1]!.trim())) return undefined;
  return Object.fromEntries(pairs.map(([code, id]) => [code!.trim(), id!.trim()]));
}

/** What Express's 'trust proxy' setting accepts. */
export type TrustProxy = boolean | number | string[];

const ADDRESS_OR_SUBNET = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/** 'true'/'false', a number of hops, or a comma list of addresses, subnets and Express's named ranges. */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  if (text === 'true') return true;
  if (text === 'false' || text === '') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((part) => ADDRESS_OR_SUBNET.test(part)) ? parts : undefined;
}

/** Every environment variable the API reads, validated once at start (README has the table). */
export const configSchema = z
  .object({
    // unset means production: the dev identity page and other conveniences need an explicit opt-in
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    // figures for Prometheus on a port of their own, never on the public one; unset: not served
    METRICS_PORT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(0).max(65535).optional(),
    ),
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    // uploads in progress: each request's files until they are stored, removed once it is answered
    UPLOAD_TEMP_DIR: optionalText,
    DATABASE_URL: optionalText.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      error: 'must start with postgres:// or postgresql://',
    }),
    // the owner of the tables, for migrations; DATABASE_URL is then a role that owns nothing
    DATABASE_MIGRATION_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      { error: 'must start with postgres:// or postgresql://' },
    ),
    JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      error: 'must be at least 32 characters',
    }),
    ADMIN_USERNAME: optionalText.refine(
      (value) => value === undefined || /^[A-Za-z0-9._-]{3,50}$/.test(value),
      {
        error: 'must be 3 to 50 letters, digits, dots, dashes or underscores',
      },
    ),
    // held to the admin password rule with the account's name below
    ADMIN_PASSWORD: optionalText,
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .transform(parseTrustProxy)
      .refine((value) => value !== undefined, {
        error: 'must be true, false, a number of hops or a comma list of addresses or subnets',
      }),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    // where `npm run deploy` publishes the remotes (default <repo>/deploy)
    DEPLOY_DIR: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ...remoteUrlShape,
    IDENTITY_PROVIDER: optionalText.pipe(
      z.enum(['dev', 'nice'], { error: 'must be dev or nice' }).optional(),
    ),
    NICE_API_URL: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), {
      error: 'must be an http(s) URL',
    }),
    NICE_CLIENT_ID: optionalText,
    NICE_CLIENT_SECRET: optionalText,
    NICE_PRODUCT_ID: optionalText,
    NICE_FORM_ACTION: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), {
      error: 'must be an http(s) URL',
    }),
    NICE_RETURN_URL: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), {
      error: 'must be an http(s) URL',
    }),
    // messages to applicants (docs/messages.md)
    NOTIFY_PROVIDER: optionalText.pipe(
      z.enum(['dev', 'solapi'], { error: 'must be dev or solapi' }).optional(),
    ),
    SOLAPI_API_URL: z
      .string()
      .trim()
      .default('https://api.solapi.com')
      .refine((value) => /^https?:\/\//.test(value), { error: 'must be an http(s) URL' }),
    SOLAPI_API_KEY: optionalText,
    SOLAPI_API_SECRET: optionalText,
    SOLAPI_PF_ID: optionalText,
    SOLAPI_SENDER: optionalText.refine((value) => value === undefined || /^[\d-]{8,13}$/.test(value), {
      error: 'must be a phone number (발신번호)',
    }),
    SOLAPI_TEMPLATE_IDS: z
      .string()
      .default('')
      .transform(parseTemplateIds)
      .refine((value) => value !== undefined, { error: 'must be CODE=templateId pairs separated by commas' }),
    NOTIFY_SENDING_HOURS: z
      .string()
      .default('08:00-21:00')
      .transform(parseSendingHours)
      .refine((value) => value !== null, { error: 'must be HH:MM-HH:MM (Seoul time), start before end' }),
    NOTIFY_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
    NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    NOTIFY_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(86_400).default(60),
    NOTIFY_TIMEOUT_SECONDS: z.coerce.number().min(0.01).max(120).default(10),
    // the applicants' documents at rest (docs/after-draw.md): 32 bytes in base64
    DOCUMENTS_KEY: optionalText.refine((value) => value === undefined || parseDocumentKey(value) !== null, {
      error: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    }),
    // keys files may still be sealed with, until `npm run admin -- rotate-documents-key` moved them
    DOCUMENTS_PREVIOUS_KEYS: z
      .string()
      .default('')
      .refine(
        (value) =>
          value
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean)
            .every((key) => parseDocumentKey(key) !== null),
        { error: 'must be keys of 32 bytes in base64, separated by commas' },
      ),
    // scale out: shared limits in Redis, files in S3-compatible storage (docs/operations.md)
    REDIS_URL: optionalText.refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
      error: 'must start with redis:// or rediss://',
    }),
    REDIS_KEY_PREFIX: z.string().trim().max(50).default('portal:'),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), {
      error: 'must be an http(s) URL',
    }),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // the draw's public randomness: drand quicknet through these relays
    DRAND_RELAYS: z
      .string()
      .default(
        'https://api.drand.sh,https://api2.drand.sh,https://api3.drand.sh,https://drand.cloudflare.com',
      )
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .refine((urls) => urls.length > 0 && urls.every((url) => /^https?:\/\//.test(url)), {
        error: 'must be a comma-separated list of http(s) URLs',
      }),
    DRAND_CHAIN_HASH: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits')
      .default(QUICKNET.chainHash),
    DRAND_PUBLIC_KEY: z
      .string()
      .regex(/^[0-9a-f]+$/, 'must be hex')
      .default(QUICKNET.publicKey),
    DRAND_GENESIS_TIME: z.coerce.number().int().positive().default(QUICKNET.genesisTime),
    DRAND_PERIOD: z.coerce.number().int().positive().default(QUICKNET.period),
  })
  .superRefine((env, ctx) => {
    // the first admin's password follows the rule every other admin password follows
    const passwordBreaks =
      env.ADMIN_PASSWORD && passwordProblem(env.ADMIN_PASSWORD, env.ADMIN_USERNAME ?? 'admin');
    if (passwordBreaks)
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `breaks the admin password rule: ${passwordBreaks}`,
      });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'set both S3 keys or neither',
      });
    if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_MIGRATION_URL'],
        message: 'needs DATABASE_URL (the runtime role) too',
      });
    if (env.NOTIFY_PROVIDER === 'solapi')
      for (const key of SOLAPI_KEYS) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NOTIFY_PROVIDER=solapi' });
      }
    if (env.IDENTITY_PROVIDER !== 'nice') return;
    for (const key of NICE_KEYS) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when IDENTITY_PROVIDER=nice' });
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    dataDir: env.DATA_DIR,
    uploadTempDir: env.UPLOAD_TEMP_DIR ?? path.join(tmpdir(), 'portal-uploads'),
    databaseUrl: env.DATABASE_URL,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL,
    jwtSecret: env.JWT_SECRET,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO === 'true',
    trustProxy: env.TRUST_PROXY as TrustProxy,
    logLevel: env.LOG_LEVEL,
    deployDir: env.DEPLOY_DIR,
    remotes: Object.fromEntries(remoteNames.map((name) => [name, env[remoteUrlVariable(name)]])) as Record<
      RemoteName,
      string | undefined
    >,
    identity: identityConfig(env),
    notify: {
      ...notifyProvider({ ...env, SOLAPI_TEMPLATE_IDS: env.SOLAPI_TEMPLATE_IDS! }),
      sendingHours: env.NOTIFY_SENDING_HOURS!,
      ratePerSecond: env.NOTIFY_RATE_PER_SECOND,
      maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
      retryBaseMs: env.NOTIFY_RETRY_BASE_SECONDS * 1000,
      timeoutMs: env.NOTIFY_TIMEOUT_SECONDS * 1000,
    },
    documents: {
      key: env.DOCUMENTS_KEY ? parseDocumentKey(env.DOCUMENTS_KEY)! : undefined,
      previousKeys: env.DOCUMENTS_PREVIOUS_KEYS.split(',')
        .map((key) => key.trim())
        .filter(Boolean)
        .map((key) => parseDocumentKey(key)!),
    },
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    drand: {
      relays: env.DRAND_RELAYS,
      chain: {
        chainHash: env.DRAND_CHAIN_HASH,
        publicKey: env.DRAND_PUBLIC_KEY,
        genesisTime: env.DRAND_GENESIS_TIME,
        period: env.DRAND_PERIOD,
      },
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration; a bad value stops the start with one line per variable naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
}
