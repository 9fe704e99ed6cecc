import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { careerKinds, careerTemplates, type CareerNotices } from './careers.ts';
import { checkFamily } from './family-test-kit.ts';

const base = {
  title: { zh: '金融行业分享会', en: 'Finance industry talk' }, times: ['2026-05-01 14:00~16:00'],
  place: { zh: '舜德楼 101', en: 'Shunde Building 101' },
} as const;
const samples: SamplesOf<CareerNotices> = {
  'careers.activity-promoted': [
    { ...base, times: [...base.times], reason: 'withdrawal' },
    { ...base, times: ['2026-05-01 14:00~16:00', '2026-05-08 14:00~16:00'], reason: 'capacity' },
  ],
  'careers.application-status': (['sent_to_employer', 'interview', 'offer', 'declined'] as const).map((status) => ({
    position: { zh: '行业研究分析师', en: 'Equity research analyst' }, employer: { zh: '华信证券', en: 'Huaxin Securities' }, status,
  })),
};
const render = (i: number) => careerTemplates['careers.activity-promoted'](samples['careers.activity-promoted'][i]!);

describe('career notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(careerKinds, careerTemplates, samples));

  it('the promotion names the activity, its time and place, and the withdrawal cut-off, in each language', () => {
    const one = render(0);
    expect(one.zh.subject).toBe('候补成功：您已获得“金融行业分享会”的名额');
    expect(one.en.subject).toBe('Off the waitlist: you have a place at Finance industry talk');
    expect(one.zh.body).toContain('有同学取消了报名，您已从候补名单转为报名成功。\n活动：金融行业分享会\n时间：2026-05-01 14:00~16:00（北京时间）\n地点：舜德楼 101');
    expect(one.en.body).toContain('A place came free, and you moved from the waitlist to a place.\nActivity: Finance industry talk\nTime: 2026-05-01 14:00~16:00 (Beijing time)\nPlace: Shunde Building 101');
    expect(one.zh.body).toContain('活动开始 24 小时前');
    expect(one.en.body).toContain('at least 24 hours before it starts');
  });

  it('lists every time of a multi-time activity and says the office added places', () => {
    const two = render(1);
    expect(two.zh.body).toMatch(/^活动增加了名额，/);
    expect(two.zh.body).toContain('时间：2026-05-01 14:00~16:00；2026-05-08 14:00~16:00（北京时间）');
    expect(two.en.body).toMatch(/^The career office added places, /);
    expect(two.en.body).toContain('Time: 2026-05-01 14:00~16:00; 2026-05-08 14:00~16:00 (Beijing time)');
  });

  it('an application update names the posting, its employer and the new status, in each language', () => {
    const interview = careerTemplates['careers.application-status'](samples['careers.application-status'][1]!);
    expect(interview.zh.subject).toBe('投递进展：华信证券“行业研究分析师”进入面试');
    expect(interview.en.subject).toBe('Your application for Equity research analyst at Huaxin Securities: invited to interview');
    expect(interview.zh.body).toContain('状态已更新为：进入面试');
    expect(interview.en.body).toContain('is now: invited to interview.');
    expect(careerKinds['careers.application-status'].mandatory).toBe(true);
  });

  it('the promotion is mandatory', () => {
    expect(careerKinds['careers.activity-promoted'].mandatory).toBe(true);
  });
});
