import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { checkFamily } from './family-test-kit.ts';
import { mobilityKinds, mobilityTemplates, type MobilityNotices } from './mobility.ts';

const plan = { schoolYear: '2025-2026', number: '2026-01' };
const promoted = { plan, project: 'Stanford GSB Innovation and Leadership', city: 'Stanford, USA', dates: '6–17 July' };
const samples: SamplesOf<MobilityNotices> = {
  'mobility.queue-promoted': [{ ...promoted, reason: 'cancellation' }, { ...promoted, reason: 'capacity' }],
  'mobility.exemption-reviewed': [
    { plan, decision: 'approved', opinion: '' },
    { plan, decision: 'rejected', opinion: 'No evidence attached' },
    { plan, decision: 'returned', opinion: 'Please attach the letter from your employer' },
  ],
};
const queue = (i: number) => mobilityTemplates['mobility.queue-promoted'](samples['mobility.queue-promoted'][i]!);
const review = (i: number) => mobilityTemplates['mobility.exemption-reviewed'](samples['mobility.exemption-reviewed'][i]!);

describe('mobility notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(mobilityKinds, mobilityTemplates, samples));

  it('the queue promotion names the project, the plan and what to do next', () => {
    const [byCancel, byOffice] = [queue(0), queue(1)];
    expect(byCancel.zh.subject).toBe('排队递补成功：Stanford GSB Innovation and Leadership');
    expect(byCancel.en.subject).toBe('You have a place: Stanford GSB Innovation and Leadership');
    expect(byCancel.zh.body).toMatch(/^有同学取消了申请，您在2025-2026 学年游学计划（2026-01）中排队的项目已递补为选中。\n项目：Stanford GSB/);
    expect(byCancel.zh.body).toContain('城市：Stanford, USA\n时间：6–17 July');
    expect(byCancel.zh.body).toContain('护照号及六类材料');
    expect(byCancel.en.body).toMatch(/^A place came free, and your queued application in the 2025-2026 study trip \(2026-01\) is now selected\./);
    expect(byCancel.en.body).toContain('City: Stanford, USA\nDates: 6–17 July');
    expect(byCancel.en.body).toContain('passport number and the six documents');
    expect(byOffice.zh.body).toMatch(/^项目增加了名额，/);
    expect(byOffice.en.body).toMatch(/^The office added places, /);
  });

  it('the exemption decision says approved, rejected or returned, with the office\'s comment when there is one', () => {
    const [approved, rejected, returned] = [review(0), review(1), review(2)];
    expect(approved.zh).toEqual({ subject: '游学免修申请已通过', body: '您在2025-2026 学年游学计划（2026-01）中的免修申请已通过。您无需参加本次游学。' });
    expect(approved.en).toEqual({ subject: 'Study trip exemption approved', body: 'Your exemption from the 2025-2026 study trip (2026-01) was approved. You do not need to join this study trip.' });
    expect(rejected.zh.subject).toBe('游学免修申请未通过');
    expect(rejected.zh.body).toContain('审核意见：No evidence attached');
    expect(rejected.en.subject).toBe('Study trip exemption not approved');
    expect(rejected.en.body).toContain('This decision is final');
    expect(rejected.en.body).toContain("The office's comment: No evidence attached");
    expect(returned.zh.subject).toBe('游学免修申请已退回');
    expect(returned.zh.body).toContain('修改后重新提交');
    expect(returned.en.subject).toBe('Study trip exemption returned');
    expect(returned.en.body).toContain('revise it and submit again');
  });

  it('both are mandatory', () => {
    expect(mobilityKinds['mobility.queue-promoted'].mandatory).toBe(true);
    expect(mobilityKinds['mobility.exemption-reviewed'].mandatory).toBe(true);
  });
});
