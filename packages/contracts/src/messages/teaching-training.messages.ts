import type { MessageTable } from './types.ts';

/** Teaching, training: codes 93100-93199 (EMBA training plan, course homework and its staff side, class changes). */
export const teachingTrainingMessages = {
  '93100': { zh: '培养计划仅面向 EMBA 学生', en: 'The training plan is for EMBA students' },
  '93101': { zh: '该课程无需提交作业', en: 'This course takes no homework' },
  '93102': { zh: '您未在该班级中', en: 'You are not enrolled in this class' },
  '93103': { zh: '作业文件须为您本人上传的文件', en: 'The homework file must be one you uploaded' },
  '93104': { zh: '尚未提交作业', en: 'No homework has been handed in' },
  '93105': { zh: '新班级须为同一学期同一课程的其他已发布班级', en: 'The new class must be another released class of the same course in the same term' },
  '93106': { zh: '考勤结果已确定，不能调班', en: 'The attendance result is set, so the class can no longer be changed' },
  '93107': { zh: '该课程已有待审核的调班申请', en: 'A class change for this course is already waiting for review' },
  '93108': { zh: '只能撤回待审核的申请', en: 'Only a pending application can be withdrawn' },
  '93109': { zh: '新班级已满', en: 'The new class is full' },
  // Said to the staff member deciding, so it names the student's course, not 'your' course.
  '93110': { zh: '新班级与该学生的课程「{course}」时间冲突', en: "The new class clashes with the student's course {course}" },
  '93111': { zh: '该申请已审核或已撤回', en: 'This application has already been reviewed or withdrawn' },
  '93112': { zh: '学生已不在原班级中', en: 'The student is no longer in the original class' },
  // A class's homework on the staff side (README 'Class homework').
  '93113': { zh: '作业截止时间不能早于学期第一天（{start}）', en: 'The homework deadline cannot be before the first day of the term ({start})' },
  '93114': { zh: '作业截止时间不能晚于学期结束后 {days} 天（{latest}）', en: 'The homework deadline cannot be more than {days} days after the end of the term ({latest})' },
  '93115': { zh: '该班级尚无学生提交作业', en: 'No student of this class has handed in homework yet' },
} satisfies MessageTable;
