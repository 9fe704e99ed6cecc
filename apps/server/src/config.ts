import { resolve } from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Secret for access tokens and signed file URLs; generated and kept in the database when unset. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().default(15 * 60),
  REFRESH_TOKEN_TTL_S: z.coerce.number().int().default(7 * 24 * 3600),
  FILE_URL_TTL_S: z.coerce.number().int().default(3600),
  LOGIN_RATE_LIMIT: z.coerce.number().int().default(10),
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  /** Allow plain-http issuers (a provider on localhost in tests). */
  OIDC_ALLOW_HTTP: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  LOCAL_LOGIN: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  OA_URL: z.string().default('https://oa.example.edu.cn/'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.string().default('info'),
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof schema> & { dataDir: string; filesDir: string; pgliteDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.parse(env);
  const dataDir = resolve(overrides.DATA_DIR ?? parsed.DATA_DIR);
  return {
    ...parsed,
    dataDir,
    filesDir: resolve(dataDir, 'files'),
    pgliteDir: resolve(dataDir, 'pglite'),
    ...overrides,
  };
}
