import type { BiText, KindsOf, NoticeTexts, TemplatesOf } from './common.ts';

/** One course a student bid on in the round, with what the clearing gave (why a bid lost comes with issue 29). */
export interface BidResultCourse {
  courseNumber: string;
  /** The course's Chinese and English names (the English falls back to the Chinese when the course has none). */
  name: BiText;
  /** The student's bid: what a won course cost them. */
  points: number;
  won: boolean;
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
}

export const biddingKinds = {
  'bidding.results': { mandatory: true, zh: '选课结果', en: 'Bidding results' },
  'bidding.add-drop-results': { mandatory: true, zh: '补退选结果', en: 'Add/drop results' },
} as const satisfies KindsOf<BiddingNotices>;

/** One line per course: won with the student's bid, or not won, each with the course's clearing price. */
function courseLine(c: BidResultCourse): BiText {
  const price = c.clearingPrice === null
    ? { zh: '没有可用名额', en: 'no seat was available' }
    : { zh: `结算价 ${c.clearingPrice}`, en: `clearing price ${c.clearingPrice}` };
  return c.won
    ? { zh: `· ${c.courseNumber} ${c.name.zh}：已选中，出价 ${c.points} 积分（${price.zh}）`, en: `- ${c.courseNumber} ${c.name.en}: won with your bid of ${c.points} points (${price.en})` }
    : { zh: `· ${c.courseNumber} ${c.name.zh}：未选中，出价 ${c.points} 积分（${price.zh}）`, en: `- ${c.courseNumber} ${c.name.en}: not won, your bid ${c.points} points (${price.en})` };
}

function resultsTexts(p: BiddingResultsParams, round: { zh: string; en: string; subjectZh: string; subjectEn: string }): NoticeTexts {
  const won = p.courses.filter((c) => c.won).length;
  const lost = p.courses.length - won;
  const lines = p.courses.map(courseLine);
  const refund = lost > 0 ? { zh: '\n未选中课程的积分已退回您的余额。', en: '\nThe points of the courses not won are back in your balance.' } : { zh: '', en: '' };
  const courseWord = (n: number) => (n === 1 ? 'course' : 'courses');
  return {
    zh: {
      subject: `${round.subjectZh}：${p.plan.zh}，选中 ${won} 门，未选中 ${lost} 门`,
      body: `${p.plan.zh} ${round.zh}结果已公布：\n${lines.map((l) => l.zh).join('\n')}\n共选中 ${won} 门，未选中 ${lost} 门。${refund.zh}`,
    },
    en: {
      subject: `${round.subjectEn} for ${p.plan.en}: ${won} won, ${lost} not won`,
      body: `The ${round.en} results of ${p.plan.en} are published:\n${lines.map((l) => l.en).join('\n')}\n`
        + `You won ${won} ${courseWord(won)} and did not win ${lost} ${courseWord(lost)}.${refund.en}`,
    },
  };
}

export const biddingTemplates: TemplatesOf<BiddingNotices> = {
  'bidding.results': (p) => resultsTexts(p, { zh: '第一轮选课', en: 'round 1', subjectZh: '选课结果', subjectEn: 'Bidding results' }),
  'bidding.add-drop-results': (p) => resultsTexts(p, { zh: '补退选', en: 'add/drop', subjectZh: '补退选结果', subjectEn: 'Add/drop results' }),
};
