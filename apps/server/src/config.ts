import { resolve } from 'node:path';
import { DEFAULT_UPLOAD_QUOTA_MB } from '@portal/contracts';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** An S3-compatible bucket for the files (several instances share it); unset: the local disk under DATA_DIR/files. */
  FILES_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'FILES_S3_BUCKET: a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens').optional(),
  /** The store's URL when it is not AWS (MinIO, Ceph, a cloud's S3 API); unset: AWS S3 of FILES_S3_REGION. */
  FILES_S3_ENDPOINT: z.string().url().optional(),
  FILES_S3_REGION: z.string().default('us-east-1'),
  /** Required with FILES_S3_ENDPOINT; on AWS, unset means the SDK's own chain (environment, profile, instance role). */
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (endpoint/bucket/key) instead of the host name; unset: true with FILES_S3_ENDPOINT, false on AWS. */
  FILES_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Secret that the keys of access tokens, cookies and signed file URLs are derived from; generated and kept in the database when unset. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().default(15 * 60),
  REFRESH_TOKEN_TTL_S: z.coerce.number().int().default(7 * 24 * 3600),
  FILE_URL_TTL_S: z.coerce.number().int().default(3600),
  /** What one user may keep in uploads, in MB; unattached uploads count until the daily clean-up removes them. */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_QUOTA_MB),
  /** Whole years after a person's left date from which they may be anonymised (docs/privacy.md). */
  ANONYMISE_AFTER_YEARS: z.coerce.number().int().min(1).max(100).default(5),
  /** Sign-in attempts per minute on one account, from any address, on every instance together. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per minute from one client address, whatever the accounts. */
  LOGIN_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs).
   * Off by default: a client reaching the server directly could otherwise pick its own address
   * and slip past the login limit.
   */
  TRUST_PROXY: z.string().default('').transform(proxyList),
  /** How long a disabled account, a removed role or a revoked session may still be honoured by an instance. */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  /** Allow plain-http issuers (a provider on localhost in tests). */
  OIDC_ALLOW_HTTP: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  LOCAL_LOGIN: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  OA_URL: z.string().default('https://oa.example.edu.cn/'),
  /** SMTP server for e-mail (reminders), e.g. smtp://user:pass@mail.example.edu.cn:587; unset: in-app notifications only. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Student portal <no-reply@example.edu.cn>'),
  /**
   * E-mails per second each instance sends for a change that tells many people at once (a round's
   * results), so the requests meanwhile keep their speed; single notices are not paced. 0: unpaced.
   */
  NOTIFY_BULK_PER_SECOND: z.coerce.number().int().min(0).default(200),
  SEED: z.enum(['auto', 'never']).default('auto'),
  /**
   * At the first start of a database with no account at all (a school's own, SEED=never or
   * production): creates this administrator and logs (and with SMTP_URL e-mails) a one-time link
   * to set the password. Ignored once any account exists.
   */
  ADMIN_EMAIL: z.email().max(200).optional(),
  /** The name of the ADMIN_EMAIL administrator; the e-mail's local part when unset. */
  ADMIN_NAME: z.string().max(100).optional(),
  LOG_LEVEL: z.string().default('info'),
  /** Serves `/metrics` on the main port to a scraper sending `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Serves `/metrics` without a token on a port of its own, bound to METRICS_HOST. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  WEB_DIST: z.string().optional(),
});

/** Fastify's trustProxy: false, or the list of trusted proxy addresses. 'true' (trust anyone) is refused. */
function proxyList(value: string, ctx: z.RefinementCtx): false | string[] {
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length === 0 || (list.length === 1 && list[0] === 'false')) return false;
  if (list.some((s) => s === 'true' || /^\d+$/.test(s))) {
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY lists proxy addresses; trusting every client or a hop count lets clients forge their address' });
    return z.NEVER;
  }
  return list;
}

export type Config = z.infer<typeof schema> & {
  dataDir: string; filesDir: string; pgliteDir: string;
  /** PUBLIC_URL was given: links sent away from a request (e-mails, the admin:create link) and shown in pages use it; else a page's links take the request's own origin. */
  publicUrlSet: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.parse(env);
  const dataDir = resolve(overrides.DATA_DIR ?? parsed.DATA_DIR);
  return {
    ...parsed,
    dataDir,
    filesDir: resolve(dataDir, 'files'),
    pgliteDir: resolve(dataDir, 'pglite'),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    ...overrides,
  };
}
