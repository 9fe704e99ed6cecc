import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { biddingKinds, biddingTemplates, type BidResultCourse, type BiddingNotices } from './bidding.ts';
import { checkFamily } from './family-test-kit.ts';

const plan = { zh: '2026 秋季选修课', en: '2026 autumn electives' };
const won: BidResultCourse = { courseNumber: 'MBA6101', name: { zh: '数字营销', en: 'Digital Marketing' }, points: 300, won: true, clearingPrice: 250 };
const lost: BidResultCourse = { courseNumber: 'MBA6102', name: { zh: '公司金融', en: 'Corporate Finance' }, points: 150, won: false, clearingPrice: 200 };
const noSeat: BidResultCourse = { courseNumber: 'MBA6103', name: { zh: '领导力', en: 'Leadership' }, points: 120, won: false, clearingPrice: null };
const samples: SamplesOf<BiddingNotices> = {
  'bidding.results': [{ plan, courses: [won, lost, noSeat] }, { plan, courses: [won] }],
  'bidding.add-drop-results': [{ plan, courses: [lost] }, { plan, courses: [won, lost] }],
};

describe('bidding notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(biddingKinds, biddingTemplates, samples));

  it('list each course: won at the bid, or not won, with the clearing price', () => {
    const t = biddingTemplates['bidding.results'](samples['bidding.results'][0]!);
    expect(t.zh.subject).toBe('选课结果：2026 秋季选修课，选中 1 门，未选中 2 门');
    expect(t.en.subject).toBe('Bidding results for 2026 autumn electives: 1 won, 2 not won');
    expect(t.zh.body).toBe([
      '2026 秋季选修课 第一轮选课结果已公布：',
      '· MBA6101 数字营销：已选中，出价 300 积分（结算价 250）',
      '· MBA6102 公司金融：未选中，出价 150 积分（结算价 200）',
      '· MBA6103 领导力：未选中，出价 120 积分（没有可用名额）',
      '共选中 1 门，未选中 2 门。',
      '未选中课程的积分已退回您的余额。',
    ].join('\n'));
    expect(t.en.body).toBe([
      'The round 1 results of 2026 autumn electives are published:',
      '- MBA6101 Digital Marketing: won with your bid of 300 points (clearing price 250)',
      '- MBA6102 Corporate Finance: not won, your bid 150 points (clearing price 200)',
      '- MBA6103 Leadership: not won, your bid 120 points (no seat was available)',
      'You won 1 course and did not win 2 courses.',
      'The points of the courses not won are back in your balance.',
    ].join('\n'));
  });

  it('says nothing of refunds when every bid won', () => {
    const t = biddingTemplates['bidding.results'](samples['bidding.results'][1]!);
    expect(t.zh.body).not.toContain('退回');
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
});
