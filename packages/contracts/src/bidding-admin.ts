import { z } from 'zod';
import { bidOutcomeSchema, classTimeSchema, courseClearingSchema, pricingSchema, roundSeedSchema } from './bidding.ts';
import { dateTimeSchema } from './field-schemas.ts';
import { importRowProblemsSchema } from './import-problems.ts';

const when = dateTimeSchema;

/** A plan as the staff console saves it. */
export const planSaveSchema = z.object({
  planName: z.string().trim().min(1).max(200),
  planNameEn: z.string().trim().max(300).optional().nullable(),
  pageType: z.enum(['mba', 'emba']),
  entranceYears: z.array(z.number().int().min(1990).max(2100)).min(1).max(20),
  schoolYear: z.string().trim().max(9).regex(/^\d{4}-\d{4}$/),
  term: z.number().int().min(1).max(4),
  firstBegin: when, firstEnd: when, secondBegin: when, secondEnd: when,
  pointsBudget: z.number().int().min(1).max(1_000_000),
  studentPersonalPoint: z.number().int().min(1).max(1_000_000),
  studentPersonalPointMax: z.number().int().min(1).max(1_000_000),
  maxCourses: z.number().int().min(1).max(100),
  refundOnDrop: z.boolean().default(true),
  optionalCourseMinScore: z.number().min(0).max(200).default(0),
  remark: z.string().max(100_000).default(''),
  published: z.boolean().default(false),
  /** Frozen once bidding has started, like the points rules. */
  pricing: pricingSchema.default('uniform'),
  /** Sealed rounds: while a round is open students see no ranks, averages or bid counts. Frozen once bidding has started. */
  sealed: z.boolean().default(false),
});
export type PlanSave = z.input<typeof planSaveSchema>;

export const courseSaveSchema = z.object({
  courseNumber: z.string().trim().min(1).max(50),
  courseNameCN: z.string().trim().min(1).max(200),
  courseNameEN: z.string().trim().min(1).max(300),
  courseType: z.number().int().min(1).max(100),
  teacher: z.string().trim().min(1).max(200),
  /** The teacher's and the venue's English forms, shown on English screens (empty: the Chinese form is shown). */
  teacherEN: z.string().trim().max(200).default(''),
  /** At most two decimals, as the column holds them (numeric(5,2)); 1.333 is refused, not rounded. */
  credit: z.number().min(0).max(20).refine((n) => Number(n.toFixed(2)) === n, { message: 'credit has at most two decimals' }),
  classTimes: z.array(classTimeSchema).max(50).default([]),
  venue: z.string().trim().max(200).default(''),
  venueEN: z.string().trim().max(200).default(''),
  seatLimit: z.number().int().min(0).max(10_000),
  language: z.string().trim().max(20).default('zh'),
});
export type CourseSave = z.input<typeof courseSaveSchema>;

export const adminPlanRowSchema = z.object({
  id: z.number().int(), planName: z.string(), planNameEn: z.string().nullable(), pageType: z.string(),
  entranceYears: z.array(z.number().int()), schoolYear: z.string(), term: z.number().int(),
  firstBegin: z.string(), firstEnd: z.string(), secondBegin: z.string(), secondEnd: z.string(),
  planState: z.number().int(), published: z.boolean(), pointsBudget: z.number().int(),
  studentPersonalPoint: z.number().int(), studentPersonalPointMax: z.number().int(), maxCourses: z.number().int(),
  refundOnDrop: z.boolean(), optionalCourseMinScore: z.number(), remark: z.string(),
  courseCount: z.number().int(), bidCount: z.number().int(),
  pricing: pricingSchema,
  sealed: z.boolean(),
  /** Staff see the seed's hash while the round is open and the seed once its results are published, as students do. */
  rounds: z.array(roundSeedSchema),
});
export type AdminPlanRow = z.infer<typeof adminPlanRowSchema>;

export const adminCourseRowSchema = courseSaveSchema.extend({
  id: z.number().int(),
  planId: z.number().int(),
  wonCount: z.number().int(),
  bidCount: z.number().int(),
  clearingPriceFirst: z.number().int().nullable(),
  clearingPriceSecond: z.number().int().nullable(),
  /** The figures of each cleared round. */
  clearings: z.array(courseClearingSchema),
});
export type AdminCourseRow = z.infer<typeof adminCourseRowSchema>;

export const courseBidderSchema = z.object({
  bidId: z.number().int(), round: z.number().int(), studentNumber: z.string(), studentName: z.string(),
  points: z.number().int(), rank: z.number().int(), status: z.string(), placedAt: z.string(),
  /** After the round's clearing: why the bid won or lost, and what a win cost. */
  outcome: bidOutcomeSchema.nullable(), paid: z.number().int().nullable(), price: z.number().int().nullable(),
});

/**
 * A cleared round's inputs and the check of its stored result: the seed, the seats and floor price of
 * each course, every bid it resolved; the clearing run again (bidding-replay.ts) and compared.
 */
export const roundReplaySchema = z.object({
  planId: z.number().int(), round: z.number().int(), pricing: pricingSchema, seed: z.string(), seedHash: z.string(),
  courses: z.array(z.object({ courseId: z.number().int(), courseNumber: z.string(), seats: z.number().int(), floorPrice: z.number().int() })),
  bids: z.array(z.object({ bidId: z.number().int(), studentId: z.number().int(), courseId: z.number().int(), points: z.number().int() })),
  /** The replay's result, and whether the stored one equals it (with the first differences when not). */
  result: z.object({
    courses: z.array(z.object({ courseId: z.number().int(), winners: z.number().int(), price: z.number().int().nullable() })),
    bids: z.array(z.object({ bidId: z.number().int(), won: z.boolean(), paid: z.number().int().nullable(), rank: z.number().int() })),
  }),
  matches: z.boolean(),
  differences: z.array(z.string()),
});
export type RoundReplay = z.infer<typeof roundReplaySchema>;

/** One published round of a plan that offered the course's number: its lowest winning bid. */
export const clearingHistoryRowSchema = z.object({
  planId: z.number().int(), planName: z.string(), planNameEn: z.string().nullable(), round: z.number().int(),
  lowestWinningBid: z.number().int(), winners: z.number().int(), seats: z.number().int(),
});
export type ClearingHistoryRow = z.infer<typeof clearingHistoryRowSchema>;

/** The rows that will be saved, and every problem of the rows that will not (import-problems.ts). */
export const importPreviewSchema = z.object({
  rows: z.array(courseSaveSchema.extend({ row: z.number().int() })),
  problems: z.array(importRowProblemsSchema),
});
