import { z } from 'zod';
import { INT32_MAX, idSchema } from '../field-schemas.ts';

/**
 * The teachers' ranking of the students who chose them, and what an unplaced student is told
 * (server README 'Teachers' ranking' and 'Stable matching').
 */

/** A student waiting for the teacher, in the teacher's order: the ranked ones first, then the unranked in the README's order. */
export const rankingStudentSchema = z.object({
  choiceId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  studentNumber: z.string().nullable(),
  className: z.string().nullable(),
  /** Where the teacher stood in the student's own order (1 = the student's first choice). */
  choiceRank: z.number().int(),
  /** The teacher's rank of the student; null while unranked. */
  teacherRank: z.number().int().nullable(),
});
export type RankingStudent = z.infer<typeof rankingStudentSchema>;

/** One teacher row of a round with the students waiting for it. */
export const teacherRankingSchema = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  selectionId: z.number().int(),
  selectionName: z.string(),
  endTime: z.string(),
  /** The ranking may still change: the round has not ended by the database clock. */
  open: z.boolean(),
  /** Places left (quota − confirmed). */
  remaining: z.number().int(),
  students: z.array(rankingStudentSchema),
});
export type TeacherRanking = z.infer<typeof teacherRankingSchema>;
export const teacherRankingListSchema = z.array(teacherRankingSchema);
export const teacherRankingQuerySchema = z.object({ selectionId: z.coerce.number().int().min(1).max(INT32_MAX).optional() });

/**
 * A teacher's ranking as saved: the waiting choices made to the teacher, most preferred first. The
 * choices left out are unranked. A choice twice is refused (96102).
 */
export const saveRankingBodySchema = z.object({ choiceIds: z.array(idSchema).max(2000) });

/** Why one of an unplaced student's choices did not give them the teacher. */
export const UNPLACED_REASONS = ['rankedHigher', 'full', 'declined', 'withdrawn', 'waiting'] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

/**
 * On an ended round where the student has no teacher: whether the matching is still to come, the
 * student chose no one, or each chosen teacher and why it did not place them. Teachers are named;
 * other students never are.
 */
export const noTeacherSchema = z.object({
  state: z.enum(['matchingPending', 'noChoices', 'notPlaced']),
  teachers: z.array(z.object({ teacherName: z.string(), choiceRank: z.number().int(), reason: z.enum(UNPLACED_REASONS) })),
});
export type NoTeacher = z.infer<typeof noTeacherSchema>;
