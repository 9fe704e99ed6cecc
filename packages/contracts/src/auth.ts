import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const authConfigSchema = z.object({
  localLogin: z.boolean(),
  sso: z.boolean(),
  oaUrl: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
