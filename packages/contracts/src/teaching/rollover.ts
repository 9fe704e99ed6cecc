import { z } from 'zod';
import { idSchema } from '../field-schemas.ts';
import { classSessionInputSchema, classSlotInputSchema, classTeacherSchema } from './classes.ts';

/**
 * Contracts of the term rollover (teaching.admin, `/admin/teaching/rollover`): a term's classes with
 * their teachers, weekly slots and dated sessions copied into another term, first as a preview (what
 * would be created, and each class's problems), then confirmed. Enrolments are never copied.
 */

export const rolloverTermKeySchema = z.object({
  schoolYear: z.number().int().min(2000).max(2999),
  term: z.number().int().min(1).max(4),
});
export type RolloverTermKey = z.infer<typeof rolloverTermKeySchema>;

/** The source and target terms; the confirm may name the source classes the office keeps (default: every class without a blocking problem). */
export const rolloverRequestSchema = z.object({
  from: rolloverTermKeySchema,
  to: rolloverTermKeySchema,
  keep: z.array(idSchema).max(2000).optional(),
});
export type RolloverRequest = z.infer<typeof rolloverRequestSchema>;

/**
 * A problem of one class's copy: a catalogue code (93903-93912) with its parameters. A parameter `x`
 * with a partner `xEn` is a name: the screen puts `xEn` in its place on the English screen, so no
 * Chinese name shows there when an English one exists. A blocking problem keeps the class from
 * being created; the others are said and the copy is made (without the missing teacher, with the
 * session on the holiday, for the office to move).
 */
export const rolloverProblemSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  blocking: z.boolean(),
});
export type RolloverProblem = z.infer<typeof rolloverProblemSchema>;

/** One source class and the class its copy would be (or is). */
export const rolloverClassSchema = z.object({
  sourceClassId: z.number().int(),
  courseId: z.number().int(),
  courseNumber: z.string(),
  courseName: z.string(),
  courseNameEn: z.string(),
  pageType: z.string(),
  className: z.string(),
  classNameEn: z.string(),
  venue: z.string(),
  venueEn: z.string(),
  capacity: z.number().int(),
  /** The teachers the copy keeps (still active teachers). */
  teachers: z.array(classTeacherSchema),
  /** The weekly slots as they are: the target term's own calendar places them. */
  slots: z.array(classSlotInputSchema),
  /** The dated sessions moved by `shiftDays`, same weekday and times. */
  sessions: z.array(classSessionInputSchema),
  problems: z.array(rolloverProblemSchema),
  /** create: made by the confirm (or made, in its answer); skip: left out, the problems say why. */
  action: z.enum(['create', 'skip']),
  /** The new class, in the confirm's answer; null in the preview and for a skipped class. */
  createdId: z.number().int().nullable(),
});
export type RolloverClass = z.infer<typeof rolloverClassSchema>;

export const rolloverTermSchema = z.object({
  schoolYear: z.number().int(),
  term: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  firstDay: z.string(),
  /** The Monday week 0 begins on. */
  weekZero: z.string(),
  weeks: z.number().int(),
  lastDay: z.string(),
});

/** The preview, and the confirm's answer in the same shape (with createdId filled). */
export const rolloverResultSchema = z.object({
  from: rolloverTermSchema,
  to: rolloverTermSchema,
  /** Days from the source's week 0 Monday to the target's: a multiple of 7, so weekdays are kept. */
  shiftDays: z.number().int(),
  classes: z.array(rolloverClassSchema),
  creates: z.number().int(),
  skips: z.number().int(),
});
export type RolloverResult = z.infer<typeof rolloverResultSchema>;

/**
 * A problem's parameters for one language: on the English screen each `x` with a non-empty `xEn`
 * takes the English form.
 */
export function rolloverParams(params: Record<string, string | number>, lang: 'zh' | 'en'): Record<string, string | number> {
  if (lang === 'zh') return params;
  const out = { ...params };
  for (const k of Object.keys(params)) {
    const en = params[`${k}En`];
    if (en !== undefined && en !== '') out[k] = en;
  }
  return out;
}
