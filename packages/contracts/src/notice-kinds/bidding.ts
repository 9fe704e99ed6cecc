import { bidOutcomeOf } from '../bidding.ts';
import type { BiText, KindsOf, NoticeTexts, TemplatesOf } from './common.ts';

/** One course a student bid on in the round, with what the clearing gave and, for a lost bid, why (bidOutcomeOf). */
export interface BidResultCourse {
  courseNumber: string;
  /** The course's Chinese and English names (the English falls back to the Chinese when the course has none). */
  name: BiText;
  /** The student's bid: what a won course cost them. */
  points: number;
  won: boolean;
  /** What a won course cost (the clearing price under uniform pricing, the bid under pay-as-bid); null when lost. */
  paid: number | null;
  /**
   * The course's clearing price in this round: under uniform pricing what every winner paid (the
   * lowest winning bid, or the plan's minimum when the course did not fill), under pay-as-bid the
   * lowest winning bid; null when no seat was won.
   */
  clearingPrice: number | null;
}

/** A student's results of one round of one plan: one notice per student and round, every course in it. */
export interface BiddingResultsParams {
  plan: BiText;
  courses: BidResultCourse[];
}

/** A waitlist entry of the add/drop round that took a seat another student gave up. */
export interface WaitlistPromotedParams {
  plan: BiText;
  course: { courseNumber: string; name: BiText };
  /** The student's bid. */
  points: number;
  /** What the seat cost: the course's round-1 clearing price under uniform pricing (never above the bid), else the bid. */
  paid: number;
}

/**
 * The notices of bidding results and add/drop results. Kinds are named `bidding.<event>`. Both are
 * mandatory: a result decides which courses the student takes this term, and a lost bid means
 * acting in the next round.
 */
export interface BiddingNotices {
  /** Round 1's results published (plan state 4). */
  'bidding.results': BiddingResultsParams;
  /** The add/drop round's results published (plan state 7). */
  'bidding.add-drop-results': BiddingResultsParams;
  /** A seat given up in add/drop went to this student, first in the course's waitlist. */
  'bidding.waitlist-promoted': WaitlistPromotedParams;
}

export const biddingKinds = {
  'bidding.results': { mandatory: true, zh: '选课结果', en: 'Bidding results' },
  'bidding.add-drop-results': { mandatory: true, zh: '补退选结果', en: 'Add/drop results' },
  'bidding.waitlist-promoted': { mandatory: true, zh: '候补选中', en: 'Waitlist seat' },
} as const satisfies KindsOf<BiddingNotices>;

/**
 * One line per course, saying why: won and what it cost (with the part of the bid that came back),
 * or lost because the price was above the bid, because the bid tied at the price and lost the
 * round's lottery, or because no seat was left (contracts bidOutcomeOf, as the plan page says).
 */
function courseLine(c: BidResultCourse): BiText {
  const head = { zh: `· ${c.courseNumber} ${c.name.zh}：`, en: `- ${c.courseNumber} ${c.name.en}: ` };
  const line = (zh: string, en: string): BiText => ({ zh: head.zh + zh, en: head.en + en });
  const b = c.points;
  const p = c.clearingPrice;
  switch (bidOutcomeOf(c.won, b, p)) {
    case 'won': {
      const paid = c.paid ?? b;
      return paid < b
        ? line(`已选中，出价 ${b} 积分，按结算价支付 ${paid} 积分，${b - paid} 积分已退回`, `won; you bid ${b} points and paid the clearing price of ${paid}, so ${b - paid} points came back`)
        : line(`已选中，出价并支付 ${b} 积分（结算价 ${p ?? b}）`, `won; you bid and paid ${b} points (clearing price ${p ?? b})`);
    }
    case 'outbid':
      return line(`未选中，结算价 ${p} 积分高于您的出价 ${b} 积分`, `not won; the clearing price of ${p} points was above your bid of ${b}`);
    case 'lottery':
      return line(`未选中，您的出价 ${b} 积分等于结算价，同分者由本轮公开的抽签排序，您未抽中`,
        `not won; your bid of ${b} points equalled the clearing price, and bids at the price were ordered by the round's published lottery, which did not pick yours`);
    case 'noSeat':
      return line(`未选中，出价 ${b} 积分，本轮没有可用名额`, `not won; you bid ${b} points, but no seat was left in this round`);
  }
}

function resultsTexts(p: BiddingResultsParams, round: { zh: string; en: string; subjectZh: string; subjectEn: string }): NoticeTexts {
  const won = p.courses.filter((c) => c.won).length;
  const lost = p.courses.length - won;
  const lines = p.courses.map(courseLine);
  const refund = lost > 0 ? { zh: '\n未选中课程的积分已退回您的余额。', en: '\nThe points of the courses not won are back in your balance.' } : { zh: '', en: '' };
  const check = { zh: '\n计划页面列出每门课程的名额、出价人数、结算价和本轮抽签种子，可据此核对结果。', en: '\nThe plan page lists each course\'s seats, bidders and clearing price, and the round\'s lottery seed, to check the result.' };
  const courseWord = (n: number) => (n === 1 ? 'course' : 'courses');
  return {
    zh: {
      subject: `${round.subjectZh}：${p.plan.zh}，选中 ${won} 门，未选中 ${lost} 门`,
      body: `${p.plan.zh} ${round.zh}结果已公布：\n${lines.map((l) => l.zh).join('\n')}\n共选中 ${won} 门，未选中 ${lost} 门。${refund.zh}${check.zh}`,
    },
    en: {
      subject: `${round.subjectEn} for ${p.plan.en}: ${won} won, ${lost} not won`,
      body: `The ${round.en} results of ${p.plan.en} are published:\n${lines.map((l) => l.en).join('\n')}\n`
        + `You won ${won} ${courseWord(won)} and did not win ${lost} ${courseWord(lost)}.${refund.en}${check.en}`,
    },
  };
}

/** What the seat cost and what came back, and that the student may still give it up while the round is open. */
function promotedTexts(p: WaitlistPromotedParams): NoticeTexts {
  const { courseNumber, name } = p.course;
  const back = p.points - p.paid;
  const cost = back > 0
    ? { zh: `您出价 ${p.points} 积分，按结算价支付 ${p.paid} 积分，${back} 积分已退回您的余额。`, en: `You bid ${p.points} points and paid the clearing price of ${p.paid}, so ${back} points are back in your balance.` }
    : { zh: `您出价并支付 ${p.paid} 积分。`, en: `You bid and paid ${p.paid} points.` };
  return {
    zh: {
      subject: `候补选中：${courseNumber} ${name.zh}`,
      body: `${p.plan.zh} 补退选中，有同学退选了 ${courseNumber} ${name.zh}，您在候补名单中排第一，已选中该课程。${cost.zh}\n`
        + '补退选开放期间，您仍可在计划页面退选该课程。',
    },
    en: {
      subject: `Waitlist seat: ${courseNumber} ${name.en}`,
      body: `In the add/drop round of ${p.plan.en}, a student gave up a seat in ${courseNumber} ${name.en}; you were first on its waitlist and now hold the seat. ${cost.en}\n`
        + 'While the add/drop round is open you can still drop the course on the plan page.',
    },
  };
}

export const biddingTemplates: TemplatesOf<BiddingNotices> = {
  'bidding.results': (p) => resultsTexts(p, { zh: '第一轮选课', en: 'round 1', subjectZh: '选课结果', subjectEn: 'Bidding results' }),
  'bidding.add-drop-results': (p) => resultsTexts(p, { zh: '补退选', en: 'add/drop', subjectZh: '补退选结果', subjectEn: 'Add/drop results' }),
  'bidding.waitlist-promoted': promotedTexts,
};
