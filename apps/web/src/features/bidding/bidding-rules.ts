import { PlanState, SelectStatus } from '@portal/contracts';
import type { BidAccount, BidCourseRow, ClassTime, PlanRow } from '@portal/contracts';

/**
 * The display and button rules of the bidding screens (education.md §2, §4, §5), kept free of
 * React so they can be tested on their own.
 */

/** The route parameter of a plan name: base64 of the URI-encoded name (education.md §2). */
export function encodePlanName(name: string): string {
  // base64 can hold '/', which would split the path segment; the router decodes it back.
  return encodeURIComponent(btoa(encodeURIComponent(name)));
}

/** The plan name from the route parameter; a damaged parameter shows nothing rather than failing. */
export function decodePlanName(param: string | undefined): string {
  if (!param) return '';
  try {
    // Base64 has no '%': one still present means the router left the segment encoded.
    const b64 = param.includes('%') ? decodeURIComponent(param) : param;
    return decodeURIComponent(atob(b64));
  } catch {
    return '';
  }
}

export const planPaths = {
  list: '/education/optional/plane',
  log: '/education/optional/log',
  registration: (id: number) => `/education/optional/lesson-details/${id}`,
  review: (name: string, id: number) => `/education/optional/lesson-primary-details/${encodePlanName(name)}/${id}`,
  firstRound: (name: string, plan: Pick<PlanRow, 'id' | 'studentPersonalPoint' | 'studentPersonalPointMax'>) =>
    `/education/optional/lesson-primary/${encodePlanName(name)}/${plan.id}?min=${plan.studentPersonalPoint}&max=${plan.studentPersonalPointMax}&id=${plan.id}`,
  addDrop: (name: string, id: number) => `/education/optional/lesson-return/${encodePlanName(name)}/${id}`,
};

export interface PlanActions {
  /** Read-only look at the courses before the first round opens. */
  review: boolean;
  /** Which bidding page 'Start selection' opens, if any. */
  start: 'first' | 'addDrop' | null;
}

/** Plan-list actions (FEATURES BID-S02): Review at state 2 before firstBegin; Start only while open. */
export function planActions(plan: Pick<PlanRow, 'planState' | 'firstBegin' | 'courseSelectionOpened'>, now: Date = new Date()): PlanActions {
  const review = plan.planState === PlanState.firstOpen && now.getTime() < new Date(plan.firstBegin).getTime();
  let start: PlanActions['start'] = null;
  if (plan.courseSelectionOpened && plan.planState === PlanState.firstOpen) start = 'first';
  if (plan.courseSelectionOpened && plan.planState === PlanState.secondOpen) start = 'addDrop';
  return { review, start };
}

/** The i18n key of a term (education.md §1); EMBA says first/second semester where MBA says autumn/spring. */
export function termKey(term: number, pageType: string): string | null {
  if (![1, 2, 3, 4].includes(term)) return null;
  return `bidding.terms.${pageType === 'emba' ? 'emba' : 'mba'}.t${term}`;
}

export type BidPage = 'first' | 'review' | 'addDrop';

/** Why a bid cannot be placed on a row; each names a text under bidding.courses.bidBlocked. */
export type BidBlocked = 'closed' | 'alreadyBid' | 'wonFirst' | 'noCoursesLeft' | 'pointsBelowMin';

export interface RowButtons {
  showBid: boolean;
  bidDisabled: boolean;
  /** The first reason the bid button is disabled, shown with it; null when it is enabled. */
  bidBlocked: BidBlocked | null;
  showDrop: boolean;
  dropDisabled: boolean;
  /** Add/drop on a full course: a bid joins its waitlist (points held until a seat is given up or the round closes). */
  waitlist: boolean;
}

/** What the student has left in the plan: the course allowance and the points. */
export type AccountLeft = Pick<BidAccount, 'available' | 'usesAvailable'>;

/**
 * The account's reason no bid at all can be placed: no course may be added (uses 0 of 3), or the
 * points left are below the row's minimum bid. The server refuses both (92003, 92002); saying so on
 * the button spares the student the points dialog.
 */
export function accountBlocks(account: AccountLeft | null | undefined, row: Pick<BidCourseRow, 'minPoint'>): BidBlocked | null {
  if (!account) return null;
  if (account.usesAvailable <= 0) return 'noCoursesLeft';
  if (account.available < row.minPoint) return 'pointsBelowMin';
  return null;
}

/** A bid the student holds on the course in this round (a live bid, or one already won). */
const holdsBid = (row: Pick<BidCourseRow, 'selectStatus'>) => row.selectStatus === SelectStatus.bid || row.selectStatus === SelectStatus.won;

/**
 * The operate column (education.md §4). First round: bid disabled when already bid, drop only when
 * bid. Add/drop: bid disabled when the course was won in round 1 or is already bid; on a full course
 * the bid joins its waitlist (the server seats the first in line when someone gives a seat up); drop
 * disabled only when there is neither a won course nor a bid to give up (the spec's 'or' would forbid
 * the one drop the round exists for, giving up a round-1 course; a seat taken from the waitlist can
 * be given up too). Outside the open state of the page's round nothing can be sent.
 */
export function rowButtons(
  page: BidPage,
  row: Pick<BidCourseRow, 'selectStatus' | 'remainder' | 'firstStatus' | 'planState' | 'minPoint'>,
  account?: AccountLeft | null,
): RowButtons {
  if (page === 'review') return { showBid: false, bidDisabled: true, bidBlocked: 'closed', showDrop: false, dropDisabled: true, waitlist: false };
  const open = row.planState === (page === 'first' ? PlanState.firstOpen : PlanState.secondOpen);
  const bid = holdsBid(row);
  const wonFirst = page === 'addDrop' && row.firstStatus === 1;
  let blocked: BidBlocked | null = !open ? 'closed' : bid ? 'alreadyBid' : wonFirst ? 'wonFirst' : null;
  blocked ??= accountBlocks(account, row);
  const dropDisabled = page === 'first' ? !open || row.selectStatus !== SelectStatus.bid : !open || (!wonFirst && !bid);
  const waitlist = page === 'addDrop' && row.remainder <= 0 && !wonFirst;
  return { showBid: true, bidDisabled: blocked !== null, bidBlocked: blocked, showDrop: true, dropDisabled, waitlist };
}

/** Whether the page's round has been cleared and published, so clearing prices may be shown. */
export function roundPublished(page: BidPage, planState: number): boolean {
  return planState >= (page === 'addDrop' ? PlanState.secondPublished : PlanState.firstPublished);
}

/**
 * The range of one bid (education.md §5): the course row's own minPoint and maxPoint, which the
 * server computes with the function that checks the bid, so the dialog and the server cannot
 * disagree. The dialog shows only with a row; the plan's range stands in while none is chosen.
 */
export function bidRangeOf(
  row: Pick<BidCourseRow, 'minPoint' | 'maxPoint'> | null | undefined,
  plan: Pick<PlanRow, 'studentPersonalPoint' | 'studentPersonalPointMax'> | undefined,
): { min: number; max: number } {
  if (row) return { min: row.minPoint, max: row.maxPoint };
  return { min: plan?.studentPersonalPoint || 100, max: plan?.studentPersonalPointMax || 500 };
}

/** The points check of the dialog: the contracts' parse, the one the server's request schema uses. */
export { pointsProblem, type PointsProblem } from '@portal/contracts';

/** Which way a log row moved the student's balance: points left go down on hold, up on release/refund. */
export function logDirection(useType: string): '-' | '+' | 'spent' | 'reversed' {
  // waitlist: a bid on a full add/drop course, held like any other.
  if (useType === 'hold' || useType === 'waitlist') return '-';
  // price-refund: under uniform pricing, the part of a winning bid above the course's clearing price.
  if (useType === 'release' || useType === 'refund' || useType === 'return' || useType === 'price-refund') return '+';
  if (useType === 'spend') return 'spent';
  return 'reversed';
}

/** Weeks are zero-based on the wire; shown one-based with two digits (education.md §1). */
export const weekNumber = (week: number) => String(week + 1).padStart(2, '0');

export const isEmbaTime = (ct: ClassTime): ct is Extract<ClassTime, { startDate: string }> => 'startDate' in ct;
