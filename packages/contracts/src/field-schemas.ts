import { z } from 'zod';

/**
 * The field schemas every domain shares: ids, dates and links. A value that passes them can be stored,
 * so a bad id, date or link is a 700 refusal with the field's name, never a database error (500).
 */

/** The largest value of the int4 (serial) id columns. */
export const INT32_MAX = 2_147_483_647;

/** An id in a JSON body: a positive int4. */
export const idSchema = z.number().int().min(1).max(INT32_MAX);

/**
 * An id from a path or a query string: decimal digits only. Number('0x1'), Number('1e0') and
 * Number('+1') are all 1, so coercing would let other spellings resolve to a real record.
 */
export const idTextSchema = z.string().max(10).regex(/^\d{1,10}$/, 'must be a decimal id').transform(Number).pipe(idSchema);

/** An id in a body from clients that send it as a number or as a string of digits. */
export const idInputSchema = z.union([idSchema, idTextSchema]);

/** Optional id in a query string; an empty value means none. */
export const optionalIdTextSchema = z.union([z.literal('').transform(() => undefined), idTextSchema]).optional();

/**
 * The years a school date may take. PostgreSQL holds far more, but outside these years a date is a
 * typing error, and the bound keeps every value inside what both PostgreSQL and JavaScript can hold.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** True when the calendar date exists (no 30 February) and its year is in range. */
export function isHoldableDate(year: number, month: number, day: number): boolean {
  return year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

const datePart = /^(\d{4})-(\d{2})-(\d{2})/;
// Real offsets run from -12:00 to +14:00; PostgreSQL refuses those past 15:59.
const offsetPart = /([+-])(\d{2}):?(\d{2})$/;
const holdable = (s: string) => {
  const m = datePart.exec(s);
  const offset = s.length > 10 ? offsetPart.exec(s) : null;
  return !!m && isHoldableDate(Number(m[1]), Number(m[2]), Number(m[3])) && (!offset || Number(offset[2]) <= 14);
};
const dateMessage = `must be a real date between ${MIN_YEAR} and ${MAX_YEAR}`;

/** The longest ISO 8601 date-time accepted: nanosecond fractions with an offset take 35 characters. */
export const MAX_DATE_TIME_LENGTH = 40;

/** A point in time with its offset (ISO 8601), on a date that exists. */
export const dateTimeSchema = z.iso.datetime({ offset: true }).max(MAX_DATE_TIME_LENGTH).refine(holdable, dateMessage);

/** A calendar date, YYYY-MM-DD, that exists. */
export const dateSchema = z.iso.date().max(10).refine(holdable, dateMessage);

/**
 * A link shown to users (notice links now, every later URL field): http or https only, so that a
 * javascript:, data: or file: link can never be stored and rendered as a clickable anchor.
 */
export const httpUrlSchema = z.string().trim().max(2000).pipe(z.url({ protocol: /^https?$/ }));

/**
 * A stored file's id (files are named by a uuid). Checked here so that any other text is a refusal
 * naming the field, not a uuid cast failing in PostgreSQL (500).
 */
export const fileIdSchema = z.uuid().max(36);

/** An optional file id as forms send it: empty or missing means none (null). */
export const optionalFileIdSchema = z.union([z.literal(''), fileIdSchema]).optional().nullable().transform((s) => s || null);
