import { z } from 'zod';
import type { MessageCode } from '../messages/index.ts';

/**
 * Careers: the professional evaluation page (FEATURES CAR-R05, CAR-U05, gap CAR-G07). Its external
 * assessment link and the career centre's contact address are settings the career office keeps.
 */

/** The longest link and address accepted (RFC 5321 bounds an address at 254 characters). */
export const EVALUATION_URL_MAX = 2000;
export const CONTACT_EMAIL_MAX = 254;

/** What the page shows, and what the office's console edits. `updatedAt` is null until the office saves. */
export const evaluationSettingsSchema = z.object({
  evaluationUrl: z.string(),
  contactEmail: z.string(),
  updatedAt: z.string().nullable(),
});
export type EvaluationSettings = z.infer<typeof evaluationSettingsSchema>;

/**
 * The office's input: only the bounds here, so that a bad link or address is refused with its own
 * code (evaluationSettingsProblem) rather than the generic validation message.
 */
export const evaluationSettingsInputSchema = z.object({
  evaluationUrl: z.string().trim().min(1).max(EVALUATION_URL_MAX),
  contactEmail: z.string().trim().min(1).max(CONTACT_EMAIL_MAX),
});
export type EvaluationSettingsInput = z.output<typeof evaluationSettingsInputSchema>;

/** One address: a local part, '@', and a domain of dot-separated labels; no spaces, no second '@'. */
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether a link may be offered to students: an absolute http or https URL with a host. */
export function isEvaluationUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export const isContactEmail = (value: string): boolean => emailPattern.test(value.trim());

/**
 * The rule the console's form and the server share: the link must be http or https (never
 * javascript:, data:, ftp: or file:, which a student would be sent to), the address a valid e-mail.
 */
export function evaluationSettingsProblem(v: EvaluationSettingsInput): MessageCode | null {
  if (!isEvaluationUrl(v.evaluationUrl)) return '3400';
  if (!isContactEmail(v.contactEmail)) return '3401';
  return null;
}
