import { z } from 'zod';

/**
 * The password rules (platform/auth/password-rules.ts), shared so the forms state them: at least
 * PASSWORD_MIN_LENGTH characters, not among the most common passwords, not the username or the
 * e-mail's local part. The longest accepted keeps scrypt's input bounded.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** How long a one-time password link works. */
export const PASSWORD_LINK_TTL_HOURS = 24;

export const passwordLinkPurposes = ['first-admin', 'invite', 'reset'] as const;
export type PasswordLinkPurpose = (typeof passwordLinkPurposes)[number];

/** The token of a link, as the page reads it from `?token=`. */
const tokenSchema = z.string().trim().min(1).max(200);
const passwordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const passwordLinkQuerySchema = z.object({ token: tokenSchema });

/** What the set-password page shows before the form: whose account, or why the link no longer works. */
export const passwordLinkStateSchema = z.object({
  state: z.enum(['valid', 'used', 'expired', 'unknown', 'closed']),
  /** Only for a valid link: the account the password is for. */
  username: z.string().nullable(),
  name: z.string().nullable(),
  enName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  minLength: z.number().int(),
});
export type PasswordLinkState = z.infer<typeof passwordLinkStateSchema>;

export const setPasswordWithLinkSchema = z.object({ token: tokenSchema, password: passwordSchema });
export type SetPasswordWithLink = z.infer<typeof setPasswordWithLinkSchema>;

export const changePasswordSchema = z.object({ currentPassword: passwordSchema, newPassword: passwordSchema });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** An invite issued by a people administrator: e-mailed, or its address answered this once. */
export const issuedPasswordLinkSchema = z.object({
  emailed: z.boolean(),
  /** The address it went to, when e-mailed. */
  email: z.string().nullable(),
  /** The link itself, only when it was not e-mailed: shown once to pass on. */
  url: z.string().nullable(),
  expiresAt: z.string(),
});
export type IssuedPasswordLink = z.infer<typeof issuedPasswordLinkSchema>;

export const signInMethods = ['password', 'sso', 'link'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** One row of an account's sign-in history (the person detail page). */
export const signInSchema = z.object({
  at: z.string(),
  method: z.enum(signInMethods),
  address: z.string().nullable(),
});
export type SignIn = z.infer<typeof signInSchema>;
