import { z } from 'zod';
import { dateTimeSchema } from '../field-schemas.ts';
import { pageQueryOf } from '../paging.ts';

/**
 * Contracts of a class's homework on the staff side (issue 27, teaching README 'Class homework'):
 * the deadline set by the class's teachers or teaching.admin, the list of what each enrolled
 * student handed in, and the zip of every file. Paths of ours, not in calls.tsv.
 */

/** How far after its term's end a class's homework may still be due (a final paper after the last week). */
export const HOMEWORK_DEADLINE_AFTER_TERM_DAYS = 90;

/** The classes list of the homework pages: a teacher's own, every class for teaching.admin. */
export const classHomeworkListQuerySchema = pageQueryOf(10);

export const classHomeworkRowSchema = z.object({
  id: z.number().int(),
  courseNumber: z.string(),
  courseNameCN: z.string(),
  courseNameEN: z.string(),
  className: z.string(),
  classNameEn: z.string(),
  schoolYear: z.number().int(),
  term: z.number().int(),
  pageType: z.string(),
  teacherNames: z.string(),
  teacherNamesEn: z.string(),
  /** Exclusive instant; null: the class takes no homework. */
  homeworkDeadline: z.string().nullable(),
  /** now() < deadline by the database clock. */
  homeworkOpen: z.boolean(),
  enrolled: z.number().int(),
  handedIn: z.number().int(),
});
export type ClassHomeworkRow = z.infer<typeof classHomeworkRowSchema>;

/** One enrolled student and what they handed in (nothing yet: the file fields are null). */
export const homeworkSubmissionSchema = z.object({
  studentId: z.number().int(),
  studentNumber: z.string(),
  name: z.string(),
  enName: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Bytes. */
  fileSize: z.number().int().nullable(),
  /** A signed download link to the file. */
  fileUrl: z.string().nullable(),
  handedInAt: z.string().nullable(),
  /** Handed in at or after the class's present deadline (the deadline was moved before it). */
  late: z.boolean(),
});
export type HomeworkSubmission = z.infer<typeof homeworkSubmissionSchema>;

export const classHomeworkSchema = z.object({
  startClass: classHomeworkRowSchema,
  /** The term's first day and end (exclusive), which bound the deadline. */
  termStartsAt: z.string(),
  termEndsAt: z.string(),
  submissions: z.array(homeworkSubmissionSchema),
});
export type ClassHomework = z.infer<typeof classHomeworkSchema>;

/** Sets (an instant with its offset; the web sends the school's) or clears (null) the deadline. */
export const homeworkDeadlineBodySchema = z.object({ deadline: dateTimeSchema.nullable() });
export type HomeworkDeadlineBody = z.infer<typeof homeworkDeadlineBodySchema>;
