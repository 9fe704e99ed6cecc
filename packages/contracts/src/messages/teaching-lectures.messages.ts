import type { MessageTable } from './types.ts';

/** Teaching, lectures: codes 93200-93299 (19300-19302 are the spec's, in education.messages.ts). */
export const teachingLecturesMessages = {
  '93200': { zh: '讲座报名尚未开始', en: 'Sign-up for this lecture has not started yet' },
  '93201': { zh: '讲座报名已截止', en: 'Sign-up for this lecture has closed' },
  '93202': { zh: '讲座名额已满', en: 'The lecture is full' },
  '93203': { zh: '您未报名该讲座', en: 'You have not signed up for this lecture' },
  '93204': { zh: '请选择一条考勤合格的记录', en: 'Please choose one attendance-qualified record' },
  '93205': { zh: '作业已上传，不能更改', en: 'The homework has been uploaded and cannot be changed' },
  '93206': { zh: '该讲座没有作业', en: 'This lecture has no homework' },
  '93207': { zh: '请上传本人上传的讲座作业文件', en: 'Please hand in a lecture-homework file you uploaded yourself' },
  '93208': { zh: '作业已被收取或已评定，不能删除', en: 'The homework has been collected or assessed and cannot be removed' },
  '93209': { zh: '没有可删除的作业', en: 'There is no homework to remove' },
  '93210': { zh: '讲座结束时间必须晚于开始时间', en: 'The lecture must end after it starts' },
  '93211': { zh: '报名截止时间必须晚于报名开始时间', en: 'Sign-up must close after it opens' },
  '93212': { zh: '报名截止时间不能晚于讲座结束时间', en: 'Sign-up cannot close after the lecture ends' },
  '93213': { zh: '作业截止时间必须晚于讲座开始时间', en: 'The homework deadline must be after the lecture starts' },
  '93214': { zh: '名额不能少于已报名人数（{count}）', en: 'The capacity cannot be below the number signed up ({count})' },
  '93215': { zh: '已有学生报名的讲座不能删除', en: 'A lecture with sign-ups cannot be deleted' },
  '93216': { zh: '所选教师不存在', en: 'A chosen teacher does not exist' },
  '93217': { zh: '学年学期不存在', en: 'The school year and term do not exist' },
  '93218': { zh: '考勤合格后才能评定为通过', en: 'Only a student with qualified clock-in can pass' },
  '93219': { zh: '该讲座不面向您所在的项目或年级', en: 'This lecture is not open to your programme or entrance year' },
  // The waitlist (issue 29).
  '93230': { zh: '您已在该讲座的候补名单中', en: 'You are already on the waitlist of this lecture' },
  '93231': { zh: '您不在该讲座的候补名单中', en: 'You are not on the waitlist of this lecture' },
  '93232': { zh: '讲座已开始，候补名单已关闭', en: 'The lecture has started: its waitlist is closed' },
  '93233': { zh: '讲座已结束，不能再移除报名', en: 'The lecture is over: its sign-ups can no longer be removed' },
  '93234': { zh: '该报名已有考勤、成绩或作业记录，不能移除', en: 'This sign-up has a clock-in, achievement or homework on record and cannot be removed' },
} satisfies MessageTable;
