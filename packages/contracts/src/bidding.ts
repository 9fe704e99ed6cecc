import { z } from 'zod';
import { dateSchema, idInputSchema, idTextSchema } from './field-schemas.ts';

/** planState (education.md §4). */
export const PlanState = {
  planning: 1,
  firstOpen: 2,
  firstClearing: 3,
  firstPublished: 4,
  secondOpen: 5,
  secondClearing: 6,
  secondPublished: 7,
  ended: 8,
} as const;
export const planStates = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** selectStatus of a bid course row: the student's bid on that course in the round shown. */
export const SelectStatus = { none: 0, bid: 1, dropped: 2, won: 3, lost: 4 } as const;

/**
 * A bid's points: a whole number written plainly. '0x64', '1e2', 150.5 or 'abc' are not points and
 * parse to null, which the database refuses with the course's range (92001), as it does a number out
 * of range. The web's points field uses the same parse, so both refuse the same input.
 */
export function parsePoints(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && Math.abs(value) < 1e9 ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}
export const bidPointSchema = z.unknown().transform(parsePoints);

export type PointsProblem = 'required' | 'integer' | 'range';

/**
 * The points check of the bid dialog (FEATURES BID-V01). The range is the course row's minPoint and
 * maxPoint, computed by the database (css_bid_range, bidding.functions.sql) that also checks the bid.
 */
export function pointsProblem(value: unknown, range: { min: number; max: number }): PointsProblem | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 'required';
  const n = parsePoints(value);
  if (n === null) return 'integer';
  if (n < range.min || n > range.max) return 'range';
  return null;
}

export const embaClassTimeSchema = z.object({
  startDate: dateSchema, endDate: dateSchema, startTime: z.string().max(20), endTime: z.string().max(20),
});
export const mbaClassTimeSchema = z.object({
  // Weeks count from 0; a term has far fewer than 100.
  weekStart: z.number().int().min(0).max(100), weekEnd: z.number().int().min(0).max(100), weekName: z.number().int().min(1).max(7),
  classStart: z.string().max(20), classEnd: z.string().max(20),
});
export const classTimeSchema = z.union([embaClassTimeSchema, mbaClassTimeSchema]);
export type ClassTime = z.infer<typeof classTimeSchema>;

const iso = z.string();

export const planRowSchema = z.object({
  id: z.number().int(),
  planName: z.string(),
  planNameEn: z.string().nullable(),
  pageType: z.string(),
  schoolYear: z.string(),
  term: z.number().int(),
  firstBegin: iso, firstEnd: iso, secondBegin: iso, secondEnd: iso,
  planState: z.number().int(),
  courseSelectionOpened: z.boolean(),
  studentPersonalPoint: z.number().int(),
  studentPersonalPointMax: z.number().int(),
  pointsBudget: z.number().int(),
  maxCourses: z.number().int(),
});
export type PlanRow = z.infer<typeof planRowSchema>;

/** How winners pay (per plan): uniform — every winner of a course pays its clearing price; pay_as_bid — each pays their bid. */
export const pricingRules = ['uniform', 'pay_as_bid'] as const;
export const pricingSchema = z.enum(pricingRules);
export type Pricing = z.infer<typeof pricingSchema>;

/**
 * A round's lottery, which orders equal bids: the seed's SHA-256 from the moment the round opens, the
 * seed itself once the round's results are published (null before).
 */
export const roundSeedSchema = z.object({
  round: z.number().int(),
  seedHash: z.string(),
  seed: z.string().nullable(),
});
export type RoundSeedView = z.infer<typeof roundSeedSchema>;

/** A course's published figures of one cleared round (what NUS publishes). price: what winners paid (pay-as-bid: the lowest winning bid); null when nobody won. */
export const courseClearingSchema = z.object({
  round: z.number().int(),
  bidders: z.number().int(),
  seats: z.number().int(),
  winners: z.number().int(),
  price: z.number().int().nullable(),
  lowestBid: z.number().int().nullable(),
  highestBid: z.number().int().nullable(),
});
export type CourseClearing = z.infer<typeof courseClearingSchema>;

/**
 * Why a cleared bid ended as it did: won (paid `paid`); outbid — the price was above the bid;
 * lottery — the bid equalled the price and lost the tie by the round's lottery; noSeat — no seat was
 * left to win.
 */
export const bidOutcomes = ['won', 'outbid', 'lottery', 'noSeat'] as const;
export const bidOutcomeSchema = z.enum(bidOutcomes);
export type BidOutcome = z.infer<typeof bidOutcomeSchema>;

export function bidOutcomeOf(won: boolean, points: number, price: number | null): BidOutcome {
  if (won) return 'won';
  if (price === null) return 'noSeat';
  return points < price ? 'outbid' : 'lottery';
}

export const accountSchema = z.object({
  budget: z.number().int(), available: z.number().int(), held: z.number().int(), spent: z.number().int(),
  maxUses: z.number().int(), usesAvailable: z.number().int(), usesHeld: z.number().int(), usesSpent: z.number().int(),
});
export type BidAccount = z.infer<typeof accountSchema>;

export const planDetailSchema = planRowSchema.extend({
  remark: z.string(),
  refundOnDrop: z.boolean(),
  optionalCourseMinScore: z.number(),
  account: accountSchema.nullable(),
  pricing: pricingSchema,
  /** Sealed rounds: while a round is open its course rows carry no rank, average or bid count. */
  sealed: z.boolean(),
  rounds: z.array(roundSeedSchema),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const bidCourseRowSchema = z.object({
  planID: z.number().int(),
  courseId: z.number().int(),
  courseNumber: z.string(),
  studentNumber: z.string(),
  courseName: z.string(),
  courseNameCN: z.string(),
  courseNameEN: z.string(),
  courseType: z.number().int(),
  /** teacher and resourceName in the reader's language (the Chinese form when there is no English one). */
  teacher: z.string(),
  teacherEN: z.string(),
  score: z.number(),
  classTimeList: z.array(classTimeSchema),
  resourceName: z.string(),
  resourceNameEN: z.string(),
  point: z.number().int().nullable(),
  /** Rank on the course; null without a bid, and while a sealed plan's round is open. */
  queue: z.number().int().nullable(),
  countLimites: z.number().int(),
  selectStatus: z.number().int(),
  isDeselect: z.boolean(),
  deselectTime: iso.nullable(),
  /** The first round's average bid; null while a sealed plan's first round is open. */
  firstChooseAvgPoint: z.number().nullable(),
  remainder: z.number().int(),
  firstStatus: z.number().int(),
  pageType: z.string(),
  planState: z.number().int(),
  /** Bids on the course in the round shown; null while a sealed plan's round is open. */
  bidCount: z.number().int().nullable(),
  clearingPrice: z.number().int().nullable(),
  /** The points range of a bid on this course (css_bid_range: the plan's, or EMBA 100 … 500 × credit). */
  minPoint: z.number().int(),
  maxPoint: z.number().int(),
  /** The lowest winning bid of the same course number in earlier plans' and rounds' published results; null: none. */
  pastClearingPoint: z.number().int().nullable(),
  /** Once the round's results are published: the outcome of the student's bid (null without one) and what a win cost. */
  outcome: bidOutcomeSchema.nullable(),
  paid: z.number().int().nullable(),
  /** The course's figures of the round shown, once its results are published. */
  clearing: courseClearingSchema.nullable(),
});
export type BidCourseRow = z.infer<typeof bidCourseRowSchema>;

/** The body of the history check, a bid and an add/drop bid: the course row, plus points for a bid. */
export const bidRequestSchema = z.object({
  planID: idInputSchema,
  courseNumber: z.string().trim().min(1).max(50),
  point: bidPointSchema.optional(),
  batch: z.union([z.string().max(20), z.number()]).optional().nullable(),
  studentNumber: z.string().max(50).optional().nullable(),
}).loose();
export type BidRequest = z.infer<typeof bidRequestSchema>;

export const dropQuerySchema = z.object({
  planID: idTextSchema,
  courseNumber: z.string().trim().min(1).max(50),
  studentNumber: z.string().max(50).optional(),
});

export const pointRecordSchema = z.object({
  id: z.number().int(), planID: z.number().int(), planName: z.string(), planNameEn: z.string().nullable(),
  pointDatetime: iso, pointUseType: z.string(), info: z.string(), language: z.string(),
  courseNameCN: z.string().nullable(), courseNameEN: z.string().nullable(),
  point: z.number().int(), totalPoint: z.number().int(),
});
export const maxUseRecordSchema = z.object({
  id: z.number().int(), planID: z.number().int(), planName: z.string(), planNameEn: z.string().nullable(),
  maxUseDatetime: iso, useType: z.string(), courseNameCN: z.string().nullable(), courseNameEN: z.string().nullable(),
  maxUse: z.number().int(), totalMaxUse: z.number().int(),
});

export const registrationRowSchema = z.object({
  id: z.number().int(),
  year: z.string(), term: z.number().int(),
  courseNumber: z.string(),
  courseName: z.string(), courseNameCN: z.string(), courseNameEN: z.string(),
  language: z.string(), courseType: z.number().int(), teacher: z.string(), teacherEN: z.string(), score: z.number(),
  classTimeList: z.array(classTimeSchema), resourceName: z.string(), resourceNameEN: z.string(), countLimites: z.number().int(),
  courseSelectionState: z.number().int(), queue: z.number().int().nullable(), point: z.number().int().nullable(),
  selectTime: iso.nullable(), createTime: iso.nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationSummarySchema = z.object({
  usePoint: z.number().int(), nousePoint: z.number().int(), allPoint: z.number().int(),
  inScore: z.number(), outScore: z.number(), allScore: z.number(),
  optionalCourseMinScore: z.number(), optionalFinishScore: z.number(), embaOptionalScore: z.number(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

/** Course types that every student of the plan takes without bidding (education.md §1 course types). */
export const requiredCourseTypes = [1, 3, 5, 7, 11] as const;
export const isRequiredCourseType = (t: number) => (requiredCourseTypes as readonly number[]).includes(t);

/** The bids of a course's cleared round in buckets of points (no identities): [from, to] inclusive. */
export const bidBucketSchema = z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() });
export const roundHistogramSchema = z.object({
  round: z.number().int(),
  price: z.number().int().nullable(),
  buckets: z.array(bidBucketSchema),
});
/** A course's clearing price in one published round of an earlier plan with the same course number. */
export const pastPriceSchema = z.object({
  planId: z.number().int(), planName: z.string(), planNameEn: z.string().nullable(), schoolYear: z.string(), term: z.number().int(),
  round: z.number().int(), price: z.number().int().nullable(),
});
/** The charts of a course after clearing: its published rounds' bid histograms and its price over past terms (oldest first). */
export const courseChartsSchema = z.object({
  courseId: z.number().int(),
  courseNumber: z.string(),
  rounds: z.array(roundHistogramSchema),
  pastPrices: z.array(pastPriceSchema),
});
export type CourseCharts = z.infer<typeof courseChartsSchema>;
export type PastPrice = z.infer<typeof pastPriceSchema>;

/** The simulator: the bids a student placed or is about to place (course number → points). */
export const simulateRequestSchema = z.object({
  planID: idInputSchema,
  bids: z.array(z.object({ courseNumber: z.string().trim().min(1).max(50), point: z.number().int().min(0).max(1_000_000) })).min(1).max(100),
});
/**
 * What a bid would have done at last term's price (the latest published clearing price of the same
 * course number in an earlier plan): won above it, a lottery at equal points, lost below, noHistory without one.
 */
export const simulationVerdicts = ['won', 'tie', 'lost', 'noHistory'] as const;
export const simulationRowSchema = z.object({
  courseNumber: z.string(), courseName: z.string(), point: z.number().int(), verdict: z.enum(simulationVerdicts),
  /** The price compared with, and where it comes from; null with noHistory. */
  price: z.number().int().nullable(), source: pastPriceSchema.nullable(),
});
export type SimulationRow = z.infer<typeof simulationRowSchema>;
