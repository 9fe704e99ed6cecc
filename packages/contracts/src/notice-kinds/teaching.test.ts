import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { checkFamily } from './family-test-kit.ts';
import { teachingKinds, teachingTemplates, type TeachingNotices } from './teaching.ts';

const hall = { zh: '经管学院报告厅', en: 'SEM Auditorium' };
const room = { zh: '伟伦楼 501', en: 'Weilun Building 501' };
const lecture = { subject: { zh: '数字化转型与企业战略', en: 'Digital Transformation and Corporate Strategy' } };
const change = {
  course: { zh: '战略管理', en: 'Strategic Management' }, courseNumber: 'EMBA7102',
  fromClass: { zh: 'EMBA 2026 北京 1 班', en: 'EMBA 2026 Beijing Class 1' }, toClass: { zh: 'EMBA 2026 北京 2 班', en: 'EMBA 2026 Beijing Class 2' },
};
const facts = {
  course: { zh: '公司金融', en: 'Corporate Finance' }, courseNumber: 'MBA5003', className: { zh: 'MBA 2026 春季班', en: 'MBA 2026 Spring' },
  rate: 66.7, earned: 4, possible: 6, records: 3, threshold: 80,
};
const samples: SamplesOf<TeachingNotices> = {
  'teaching.lecture-changed': [
    { ...lecture, before: { when: '2026-05-01 14:00~16:30', place: hall }, after: { when: '2026-05-02 09:00~11:30', place: hall } },
    { ...lecture, before: { when: '2026-05-01 14:00~16:30', place: hall }, after: { when: '2026-05-01 14:00~16:30', place: room } },
    { ...lecture, before: { when: '2026-05-01 14:00~16:30', place: hall }, after: { when: '2026-05-03 14:00~16:30', place: room } },
  ],
  'teaching.lecture-promoted': [
    { ...lecture, slot: { when: '2026-05-01 14:00~16:30', place: hall }, reason: 'seat-freed', withdrawUntil: '2026-04-30 18:00' },
    { ...lecture, slot: { when: '2026-05-01 14:00~16:30', place: hall }, reason: 'capacity', withdrawUntil: null },
  ],
  'teaching.class-change-decided': [
    { ...change, approved: true, comment: '' },
    { ...change, approved: false, comment: 'The class is full.' },
  ],
  'teaching.attendance-warning': [
    { ...facts, to: 'student' },
    { ...facts, to: 'teacher', studentName: { zh: '张三', en: 'San Zhang' }, studentNumber: 'M2026001' },
  ],
};
const render = <K extends keyof TeachingNotices>(kind: K) => samples[kind].map((p) => teachingTemplates[kind](p));

describe('teaching notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(teachingKinds, teachingTemplates, samples));

  it('a lecture change names what changed, the new time and place, and what they were', () => {
    const [time, place, both] = render('teaching.lecture-changed');
    expect(time!.zh.subject).toBe('讲座时间变更：数字化转型与企业战略');
    expect(time!.en.subject).toBe('Lecture time changed: Digital Transformation and Corporate Strategy');
    expect(time!.zh.body).toContain('时间：2026-05-02 09:00~11:30（北京时间）（原为 2026-05-01 14:00~16:30）\n地点：经管学院报告厅');
    expect(time!.en.body).toContain('Time: 2026-05-02 09:00~11:30 (Beijing time) (was 2026-05-01 14:00~16:30)\nPlace: SEM Auditorium');
    expect(time!.en.body).not.toContain('(was SEM');
    expect(place!.zh.subject).toBe('讲座地点变更：数字化转型与企业战略');
    expect(place!.en.body).toContain('Place: Weilun Building 501 (was SEM Auditorium)');
    expect(place!.en.body).not.toContain('(was 2026');
    expect(both!.en.subject).toBe('Lecture time and place changed: Digital Transformation and Corporate Strategy');
    expect(both!.zh.subject).toBe('讲座时间和地点变更：数字化转型与企业战略');
  });

  it('a waitlist promotion names the lecture, its time and place, and how to give the seat back', () => {
    const [freed, added] = render('teaching.lecture-promoted');
    expect(freed!.zh.subject).toBe('候补成功：您已获得讲座「数字化转型与企业战略」的名额');
    expect(freed!.en.subject).toBe('Off the waitlist: you have a seat at the lecture Digital Transformation and Corporate Strategy');
    expect(freed!.zh.body).toContain('时间：2026-05-01 14:00~16:30（北京时间）\n地点：经管学院报告厅');
    expect(freed!.en.body).toContain('Time: 2026-05-01 14:00~16:30 (Beijing time)\nPlace: SEM Auditorium');
    expect(freed!.en.body).toContain('before sign-up closes (2026-04-30 18:00, Beijing time)');
    expect(added!.en.body).toMatch(/^The lecture has more seats now/);
    expect(added!.en.body).toContain('Sign-up has closed');
    expect(added!.zh.body).not.toContain('撤销报名');
  });

  it('a class-change decision says approved or refused, the classes, and the comment when there is one', () => {
    const [approved, refused] = render('teaching.class-change-decided');
    expect(approved!.zh.subject).toBe('调班申请已通过：战略管理');
    expect(approved!.en).toEqual({
      subject: 'Class change approved: Strategic Management',
      body: 'Your class change was approved: Strategic Management (EMBA7102) moved from EMBA 2026 Beijing Class 1 to EMBA 2026 Beijing Class 2.',
    });
    expect(approved!.zh.body).not.toContain('审核意见');
    expect(refused!.zh.subject).toBe('调班申请未通过：战略管理');
    expect(refused!.en.subject).toBe('Class change refused: Strategic Management');
    expect(refused!.en.body).toContain('stays in EMBA 2026 Beijing Class 1, not EMBA 2026 Beijing Class 2.\nReviewer\'s comment: The class is full.');
    expect(refused!.zh.body).toContain('审核意见：The class is full.');
  });

  it('an attendance warning gives the rate to the student, and names the student to the teacher', () => {
    const [student, teacher] = render('teaching.attendance-warning');
    expect(student!.zh.subject).toBe('考勤预警：公司金融');
    expect(student!.zh.body).toContain('出勤率 66.7%（3 次考勤得分 4/6），低于 80%');
    expect(student!.en.subject).toBe('Attendance warning: Corporate Finance');
    expect(student!.en.body).toMatch(/^Your attendance in Corporate Finance \(MBA 2026 Spring\) is 66\.7% \(4 of 6 points over 3 recorded sessions\), below 80%\./);
    expect(teacher!.zh.subject).toBe('考勤预警：张三（公司金融）');
    expect(teacher!.en.subject).toBe('Attendance warning: San Zhang in Corporate Finance');
    expect(teacher!.en.body).toContain('San Zhang (M2026001)');
  });

  it('the lecture change, the waitlist promotion and the class-change decision are mandatory, the attendance warning is not', () => {
    expect(teachingKinds['teaching.lecture-changed'].mandatory).toBe(true);
    expect(teachingKinds['teaching.lecture-promoted'].mandatory).toBe(true);
    expect(teachingKinds['teaching.class-change-decided'].mandatory).toBe(true);
    expect(teachingKinds['teaching.attendance-warning'].mandatory).toBe(false);
  });
});
