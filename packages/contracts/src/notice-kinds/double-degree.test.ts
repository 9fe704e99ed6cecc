import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { doubleDegreeKinds, doubleDegreeTemplates, type DoubleDegreeNotices } from './double-degree.ts';
import { checkFamily } from './family-test-kit.ts';

const programme = { zh: 'ESSEC MBA Double Degree', en: 'ESSEC MBA Double Degree' };
const round = { zh: '2026-2027 Double degree', en: '2026-2027 Double degree' };
const booked = { programme, round, student: { zh: '张三', en: 'Zhang San' }, studentNumber: 'T0001', when: '2026-05-01 09:00~09:30', place: 'Room A301' };
const result = { programme, round, canBook: false };
const samples: SamplesOf<DoubleDegreeNotices> = {
  'double-degree.interview-booked': [{ ...booked, audience: 'student' }, { ...booked, audience: 'office' }],
  'double-degree.result-published': [
    { ...result, stage: 'internal', outcome: 'passed', canBook: true },
    { ...result, stage: 'internal', outcome: 'passed' },
    { ...result, stage: 'partner', outcome: 'failed' },
    { ...result, stage: 'final', outcome: 'passed' },
    { ...result, stage: 'final', outcome: 'failed' },
  ],
};
const render = <K extends keyof DoubleDegreeNotices>(kind: K, i: number) => doubleDegreeTemplates[kind](samples[kind][i]! as never);

describe('double-degree notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(doubleDegreeKinds, doubleDegreeTemplates, samples));

  it('the booking tells the student the time and place, and the office who booked', () => {
    const s = render('double-degree.interview-booked', 0);
    expect(s.zh.subject).toBe('双学位面试已预约：2026-05-01 09:00~09:30');
    expect(s.zh.body).toBe('您已预约双学位面试：\n项目：ESSEC MBA Double Degree\n轮次：2026-2027 Double degree\n时间：2026-05-01 09:00~09:30（北京时间）\n地点：Room A301');
    expect(s.en).toEqual({
      subject: 'Double-degree interview booked: 2026-05-01 09:00~09:30',
      body: 'Your double-degree interview is booked:\nProgramme: ESSEC MBA Double Degree\nRound: 2026-2027 Double degree\nTime: 2026-05-01 09:00~09:30 (Beijing time)\nPlace: Room A301',
    });
    const o = render('double-degree.interview-booked', 1);
    expect(o.zh.subject).toBe('双学位面试预约：张三（T0001）2026-05-01 09:00~09:30');
    expect(o.en.subject).toBe('Double-degree interview booked: Zhang San (T0001) 2026-05-01 09:00~09:30');
    expect(o.en.body).toMatch(/^Zhang San \(T0001\) booked an interview:\nProgramme: ESSEC/);
  });

  it('a result names its stage and outcome, and what to do next', () => {
    const [canBook, passed, partnerFailed, admitted, notAdmitted] = [0, 1, 2, 3, 4].map((i) => render('double-degree.result-published', i));
    expect(canBook!.zh.subject).toBe('双学位校内选拔结果：通过');
    expect(canBook!.en.subject).toBe('Double degree, internal selection: passed');
    expect(canBook!.en.body).toBe('Your application to ESSEC MBA Double Degree (2026-2027 Double degree), internal selection: passed.\nPlease book your interview under My Application.');
    expect(canBook!.zh.body).toContain('请在“我的申请”中预约面试。');
    expect(passed!.en.body).toContain('The office will tell you what comes next.');
    expect(partnerFailed!.zh.subject).toBe('双学位合作院校面试结果：未通过');
    expect(partnerFailed!.en.subject).toBe('Double degree, partner school interview: not passed');
    expect(admitted!.zh.subject).toBe('双学位最终录取结果：已录取');
    expect(admitted!.en.subject).toBe('Double degree, final admission: admitted');
    expect(notAdmitted!.en.subject).toBe('Double degree, final admission: not admitted');
    expect(notAdmitted!.zh.subject).toBe('双学位最终录取结果：未录取');
  });

  it('a programme with only a Chinese name keeps it in the English text', () => {
    const zhOnly = { zh: '曼海姆商学院 MBA 双学位', en: '曼海姆商学院 MBA 双学位' };
    const t = doubleDegreeTemplates['double-degree.result-published']({ ...result, programme: zhOnly, stage: 'final', outcome: 'passed' });
    expect(t.en.body).toContain('Your application to 曼海姆商学院 MBA 双学位');
  });

  it('results are mandatory, bookings are not', () => {
    expect(doubleDegreeKinds['double-degree.result-published'].mandatory).toBe(true);
    expect(doubleDegreeKinds['double-degree.interview-booked'].mandatory).toBe(false);
  });
});
