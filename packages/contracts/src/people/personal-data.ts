import { z } from 'zod';
import { idTextSchema } from '../field-schemas.ts';

/** One person's data (server modules/people, docs/privacy.md): the export and the anonymisation. */

export const personIdParamsSchema = z.object({ id: idTextSchema });

/** The zip of everything the portal holds about the person, behind a short-lived signed `/files/…` link. */
export const personalDataExportSchema = z.object({ fileName: z.string(), fileUrl: z.string() });
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export const anonymisedPersonSchema = z.object({
  id: z.number().int(),
  /** ISO instant of the anonymisation, by the database clock. */
  anonymisedAt: z.string(),
  /** How many stored files (rows and bytes) were removed. */
  removedFiles: z.number().int(),
});
export type AnonymisedPerson = z.infer<typeof anonymisedPersonSchema>;

/** What the web needs to tell whether the anonymisation is allowed yet. */
export const personalDataRulesSchema = z.object({
  anonymiseAfterYears: z.number().int(),
  /** Today at the school (YYYY-MM-DD) by the database clock. */
  today: z.string(),
});
export type PersonalDataRules = z.infer<typeof personalDataRulesSchema>;

/**
 * Whether a person may be anonymised on `today` (YYYY-MM-DD, the school's day): they left on or before
 * the same day `years` years earlier. The server judges it again by the database clock; the web
 * only uses this to enable the button.
 */
export function anonymiseAllowedOn(leftOn: string | null, years: number): string | null {
  if (!leftOn) return null;
  const [y, m, d] = leftOn.split('-').map(Number) as [number, number, number];
  // 29 February plus whole years is 28 February in a common year, as PostgreSQL's date + interval has it.
  const day = m === 2 && d === 29 && !isLeap(y + years) ? 28 : d;
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
