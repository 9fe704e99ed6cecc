import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { biddingKinds, biddingTemplates, type BidResultCourse, type BiddingNotices } from './bidding.ts';
import { checkFamily } from './family-test-kit.ts';

const plan = { zh: '2026 秋季选修课', en: '2026 autumn electives' };
const won: BidResultCourse = { courseNumber: 'MBA6101', name: { zh: '数字营销', en: 'Digital Marketing' }, points: 300, won: true, paid: 250, clearingPrice: 250 };
const lost: BidResultCourse = { courseNumber: 'MBA6102', name: { zh: '公司金融', en: 'Corporate Finance' }, points: 150, won: false, paid: null, clearingPrice: 200 };
const noSeat: BidResultCourse = { courseNumber: 'MBA6103', name: { zh: '领导力', en: 'Leadership' }, points: 120, won: false, paid: null, clearingPrice: null };
const tie: BidResultCourse = { courseNumber: 'MBA6104', name: { zh: '谈判', en: 'Negotiation' }, points: 200, won: false, paid: null, clearingPrice: 200 };
const paidBid: BidResultCourse = { courseNumber: 'MBA6105', name: { zh: '战略', en: 'Strategy' }, points: 220, won: true, paid: 220, clearingPrice: 180 };
const samples: SamplesOf<BiddingNotices> = {
  'bidding.results': [{ plan, courses: [won, lost, noSeat, tie] }, { plan, courses: [won] }, { plan, courses: [paidBid] }],
  'bidding.add-drop-results': [{ plan, courses: [lost] }, { plan, courses: [won, lost] }],
  'bidding.waitlist-promoted': [
    { plan, course: { courseNumber: 'MBA6101', name: { zh: '数字营销', en: 'Digital Marketing' } }, points: 300, paid: 250 },
    { plan, course: { courseNumber: 'MBA6102', name: { zh: '公司金融', en: 'Corporate Finance' } }, points: 200, paid: 200 },
  ],
};

describe('bidding notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(biddingKinds, biddingTemplates, samples));

  it('list each course and say why: won and what it cost, outbid, lost the tie by lottery, or no seat', () => {
    const t = biddingTemplates['bidding.results'](samples['bidding.results'][0]!);
    expect(t.zh.subject).toBe('选课结果：2026 秋季选修课，选中 1 门，未选中 3 门');
    expect(t.en.subject).toBe('Bidding results for 2026 autumn electives: 1 won, 3 not won');
    expect(t.zh.body).toBe([
      '2026 秋季选修课 第一轮选课结果已公布：',
      '· MBA6101 数字营销：已选中，出价 300 积分，按结算价支付 250 积分，50 积分已退回',
      '· MBA6102 公司金融：未选中，结算价 200 积分高于您的出价 150 积分',
      '· MBA6103 领导力：未选中，出价 120 积分，本轮没有可用名额',
      '· MBA6104 谈判：未选中，您的出价 200 积分等于结算价，同分者由本轮公开的抽签排序，您未抽中',
      '共选中 1 门，未选中 3 门。',
      '未选中课程的积分已退回您的余额。',
      '计划页面列出每门课程的名额、出价人数、结算价和本轮抽签种子，可据此核对结果。',
    ].join('\n'));
    expect(t.en.body).toBe([
      'The round 1 results of 2026 autumn electives are published:',
      '- MBA6101 Digital Marketing: won; you bid 300 points and paid the clearing price of 250, so 50 points came back',
      '- MBA6102 Corporate Finance: not won; the clearing price of 200 points was above your bid of 150',
      '- MBA6103 Leadership: not won; you bid 120 points, but no seat was left in this round',
      "- MBA6104 Negotiation: not won; your bid of 200 points equalled the clearing price, and bids at the price were ordered by the round's published lottery, which did not pick yours",
      'You won 1 course and did not win 3 courses.',
      'The points of the courses not won are back in your balance.',
      "The plan page lists each course's seats, bidders and clearing price, and the round's lottery seed, to check the result.",
    ].join('\n'));
  });

  it('says a pay-as-bid win cost the whole bid', () => {
    const t = biddingTemplates['bidding.results'](samples['bidding.results'][2]!);
    expect(t.zh.body).toContain('· MBA6105 战略：已选中，出价并支付 220 积分（结算价 180）');
    expect(t.en.body).toContain('- MBA6105 Strategy: won; you bid and paid 220 points (clearing price 180)');
  });

  it('says nothing of refunds when every bid won', () => {
    const t = biddingTemplates['bidding.results'](samples['bidding.results'][1]!);
    expect(t.zh.body).not.toContain('未选中课程的积分已退回');
    expect(t.en.body).not.toContain('back in your balance');
    expect(t.en.body).toContain('You won 1 course and did not win 0 courses.');
  });

  it('names the add/drop round, and both kinds are mandatory', () => {
    const t = biddingTemplates['bidding.add-drop-results'](samples['bidding.add-drop-results'][1]!);
    expect(t.zh.subject).toBe('补退选结果：2026 秋季选修课，选中 1 门，未选中 1 门');
    expect(t.zh.body).toMatch(/^2026 秋季选修课 补退选结果已公布：/);
    expect(t.en.subject).toBe('Add/drop results for 2026 autumn electives: 1 won, 1 not won');
    expect(t.en.body).toMatch(/^The add\/drop results of 2026 autumn electives are published:/);
    expect(biddingKinds['bidding.results'].mandatory).toBe(true);
    expect(biddingKinds['bidding.add-drop-results'].mandatory).toBe(true);
  });

  it('tells a waitlisted student the seat is theirs, what it cost, and that they may still drop it', () => {
    const [uniform, paidBid] = samples['bidding.waitlist-promoted'].map((p) => biddingTemplates['bidding.waitlist-promoted'](p));
    expect(uniform!.zh.subject).toBe('候补选中：MBA6101 数字营销');
    expect(uniform!.en.subject).toBe('Waitlist seat: MBA6101 Digital Marketing');
    expect(uniform!.zh.body).toContain('按结算价支付 250 积分，50 积分已退回您的余额');
    expect(uniform!.en.body).toContain('You bid 300 points and paid the clearing price of 250, so 50 points are back in your balance.');
    expect(uniform!.en.body).toContain('you can still drop the course');
    expect(paidBid!.zh.body).toContain('您出价并支付 200 积分。');
    expect(paidBid!.en.body).not.toContain('back in your balance');
    expect(biddingKinds['bidding.waitlist-promoted'].mandatory).toBe(true);
  });
});
