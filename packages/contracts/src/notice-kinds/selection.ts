import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of mentors and supervisors: confirmed, declined, matching. Kinds are named `selection.<event>`.
 *
 * All three are mandatory: each is a result that changes someone's plans — the student has a
 * teacher, or must choose again; the teacher has a new student they did not confirm themselves.
 */

/** The round, as the student and the teacher know it. */
interface RoundParams {
  /** The round's name; rounds have no English name, so the English is its year and kind ('2026 alumni mentor selection'). */
  round: BiText;
  /** A mentor round or a thesis-supervisor scheme. */
  selectionType: 'mentor' | 'supervisor';
}

export interface SelectionNotices {
  /** To the student: a choice was confirmed, by the teacher, the staff or the round's matching. */
  'selection.confirmed': RoundParams & { teacher: BiText; by: 'teacher' | 'staff' | 'matching' };
  /** To the student: the teacher declined the choice, perhaps suggesting another teacher of the round. */
  'selection.declined': RoundParams & { teacher: BiText; note: string | null; suggested: BiText | null };
  /** To the teacher: a student was confirmed with them by the staff or the matching (the teacher did not confirm it). */
  'selection.assigned': RoundParams & { student: BiText; studentNumber: string; by: 'staff' | 'matching' };
}

export const selectionKinds = {
  'selection.confirmed': { mandatory: true, zh: '导师双选确认', en: 'Mentor and supervisor confirmations' },
  'selection.declined': { mandatory: true, zh: '导师双选未通过', en: 'Mentor and supervisor declines' },
  'selection.assigned': { mandatory: true, zh: '导师双选匹配结果', en: 'Students matched to you' },
} as const satisfies KindsOf<SelectionNotices>;

const teacherWord = { mentor: { zh: '导师', en: 'mentor' }, supervisor: { zh: '论文导师', en: 'thesis supervisor' } } as const;

export const selectionTemplates: TemplatesOf<SelectionNotices> = {
  'selection.confirmed': (p) => {
    const w = teacherWord[p.selectionType];
    const how = {
      teacher: { zh: `${p.teacher.zh}确认了您的选择`, en: `${p.teacher.en} confirmed your choice` },
      staff: { zh: `学院确认了您与${p.teacher.zh}的双选`, en: `The school confirmed you with ${p.teacher.en}` },
      matching: { zh: `本轮结束后的匹配为您确认了${p.teacher.zh}`, en: `The matching at the end of the round placed you with ${p.teacher.en}` },
    }[p.by];
    return {
      zh: { subject: `双选结果：您的${w.zh}是${p.teacher.zh}`, body: `${p.round.zh}：${how.zh}，${p.teacher.zh}是您的${w.zh}。` },
      en: { subject: `Selection result: your ${w.en} is ${p.teacher.en}`, body: `${p.round.en}: ${how.en}; ${p.teacher.en} is your ${w.en}.` },
    };
  },
  'selection.declined': (p) => {
    const w = teacherWord[p.selectionType];
    const note = p.note ? { zh: `\n说明：${p.note}`, en: `\nNote: ${p.note}` } : { zh: '', en: '' };
    const other = p.suggested
      ? { zh: `\n${p.teacher.zh}建议您选择${p.suggested.zh}。`, en: `\n${p.teacher.en} suggests you choose ${p.suggested.en}.` }
      : { zh: '', en: '' };
    return {
      zh: { subject: `双选未通过：${p.teacher.zh}未确认您的选择`, body: `${p.round.zh}：${p.teacher.zh}未确认您的选择，这次选择已退还给您，可在本轮中另选${w.zh}。${other.zh}${note.zh}` },
      en: {
        subject: `Selection: ${p.teacher.en} declined your choice`,
        body: `${p.round.en}: ${p.teacher.en} declined your choice. The choice is given back to you: you may choose another ${w.en} in this round.${other.en}${note.en}`,
      },
    };
  },
  'selection.assigned': (p) => {
    const how = { staff: { zh: '学院确认', en: 'The school confirmed' }, matching: { zh: '本轮结束后的匹配确认', en: 'The matching at the end of the round confirmed' } }[p.by];
    return {
      zh: { subject: `双选结果：${p.student.zh}（${p.studentNumber}）成为您的学生`, body: `${p.round.zh}：${how.zh}${p.student.zh}（${p.studentNumber}）为您指导的学生。` },
      en: { subject: `Selection result: ${p.student.en} (${p.studentNumber}) is your student`, body: `${p.round.en}: ${how.en} ${p.student.en} (${p.studentNumber}) as your student.` },
    };
  },
};
