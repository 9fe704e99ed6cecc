import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { checkFamily } from './family-test-kit.ts';
import { selectionKinds, selectionTemplates, type SelectionNotices } from './selection.ts';

const round = { zh: '2026 级校友导师双选', en: '2026 alumni mentor selection' };
const teacher = { zh: '王老师', en: 'Ms Wang' };
const samples: SamplesOf<SelectionNotices> = {
  'selection.confirmed': [
    { round, selectionType: 'mentor', teacher, by: 'teacher' },
    { round, selectionType: 'supervisor', teacher, by: 'staff' },
    { round, selectionType: 'mentor', teacher, by: 'matching' },
  ],
  'selection.declined': [
    { round, selectionType: 'mentor', teacher, note: null, suggested: null },
    { round, selectionType: 'supervisor', teacher, note: 'Another field', suggested: { zh: '李老师', en: 'Mr Li' } },
  ],
  'selection.assigned': [
    { round, selectionType: 'mentor', student: { zh: '张三', en: 'Zhang San' }, studentNumber: 'S001', by: 'matching' },
    { round, selectionType: 'supervisor', student: { zh: '张三', en: 'Zhang San' }, studentNumber: 'S001', by: 'staff' },
  ],
};
const render = <K extends keyof SelectionNotices>(kind: K, i: number) => selectionTemplates[kind](samples[kind][i]! as never);

describe('selection notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(selectionKinds, selectionTemplates, samples));

  it('a confirmation names the teacher and how it came about', () => {
    const byTeacher = render('selection.confirmed', 0);
    expect(byTeacher.zh).toEqual({ subject: '双选结果：您的导师是王老师', body: '2026 级校友导师双选：王老师确认了您的选择，王老师是您的导师。' });
    expect(byTeacher.en).toEqual({ subject: 'Selection result: your mentor is Ms Wang', body: '2026 alumni mentor selection: Ms Wang confirmed your choice; Ms Wang is your mentor.' });
    expect(render('selection.confirmed', 1).en.subject).toBe('Selection result: your thesis supervisor is Ms Wang');
    expect(render('selection.confirmed', 1).en.body).toContain('The school confirmed you with Ms Wang');
    expect(render('selection.confirmed', 2).zh.body).toContain('本轮结束后的匹配为您确认了王老师');
    expect(render('selection.confirmed', 2).en.body).toContain('The matching at the end of the round placed you with Ms Wang');
  });

  it('a decline gives the choice back, with the suggestion and the note when there are', () => {
    const plain = render('selection.declined', 0);
    expect(plain.zh.subject).toBe('双选未通过：王老师未确认您的选择');
    expect(plain.en.subject).toBe('Selection: Ms Wang declined your choice');
    expect(plain.en.body).toBe('2026 alumni mentor selection: Ms Wang declined your choice. The choice is given back to you: you may choose another mentor in this round.');
    const suggested = render('selection.declined', 1);
    expect(suggested.zh.body).toContain('可在本轮中另选论文导师。\n王老师建议您选择李老师。\n说明：Another field');
    expect(suggested.en.body).toContain('another thesis supervisor in this round.\nMs Wang suggests you choose Mr Li.\nNote: Another field');
  });

  it('the teacher is told the student and number; every kind is mandatory', () => {
    const t = render('selection.assigned', 0);
    expect(t.zh.subject).toBe('双选结果：张三（S001）成为您的学生');
    expect(t.en).toEqual({
      subject: 'Selection result: Zhang San (S001) is your student',
      body: '2026 alumni mentor selection: The matching at the end of the round confirmed Zhang San (S001) as your student.',
    });
    expect(render('selection.assigned', 1).en.body).toContain('The school confirmed Zhang San (S001)');
    expect(Object.values(selectionKinds).every((k) => k.mandatory)).toBe(true);
  });
});
