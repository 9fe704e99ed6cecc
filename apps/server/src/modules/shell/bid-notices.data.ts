import { enInstant, zhInstant, type DemoCalendar } from '../../platform/db/demo-calendar.ts';
import { html, type NoticeSeed } from './notice-seed.ts';

/**
 * The notices that announce bid rounds, written from the demo calendar's windows: the dates a
 * student reads are the plan's own, to the minute, and go out when the round they announce opens
 * (the second round's when the first closes).
 */
export function bidNoticeSeeds(cal: DemoCalendar): NoticeSeed[] {
  const zh = (a: Date, b: Date) => `<strong>${zhInstant(a)} 至 ${zhInstant(b)}</strong>（北京时间）`;
  const en = (a: Date, b: Date) => `<strong>${enInstant(a)} to ${enInstant(b)}</strong> (Beijing time)`;
  return (['open', 'addDrop'] as const).flatMap((role) => {
    const { term, windows: w } = cal.plans[role];
    const first: NoticeSeed = {
      title: `${term.name}学期选课竞价第一轮正式开放`,
      enTitle: `Course Bidding Round 1 for ${term.nameEn} Is Now Open`,
      fieldType: 'report', noticeType: 'academic', isTop: role === 'open', daysAgo: 0, publishAt: w.firstBegin,
      content: html(
        `<p>各位同学：${term.name}学期选修课程竞价第一轮已正式开放，开放时间为${zh(w.firstBegin, w.firstEnd)}。</p>`,
        `<p>请登录学生门户“选课竞价”模块查看课程列表、授课教师与课程容量，并在截止前完成投点。截止前可多次修改投点，以最后一次提交为准。</p>`,
        `<p>第二轮（补退选）开放时间为${zh(w.secondBegin, w.secondEnd)}。竞价规则详见《选课与课程竞价规则》。</p>`,
      ),
      enContent: html(
        `<p>Dear students, Round 1 of elective course bidding for ${term.nameEn} is open from ${en(w.firstBegin, w.firstEnd)}.</p>`,
        `<p>Open Course Bidding in the student portal to see the courses, instructors and seats, and place your bids before the deadline. You may change them until then; the last submission counts.</p>`,
        `<p>Round 2 (add/drop) runs from ${en(w.secondBegin, w.secondEnd)}. See the Course Selection and Bidding Rules for details.</p>`,
      ),
    };
    const second: NoticeSeed = {
      title: `${term.name}学期选课竞价第二轮及补退选安排`,
      enTitle: `Course Bidding Round 2 and Add/Drop for ${term.nameEn}`,
      fieldType: 'report', noticeType: 'academic', daysAgo: 0, publishAt: w.firstEnd,
      content: html(
        `<p>${term.name}学期第一轮竞价结果已公布。第二轮（补退选）开放时间为${zh(w.secondBegin, w.secondEnd)}，仅面向仍有剩余名额的课程。</p>`,
        `<p>请同学们在补退选截止前确认个人课表，截止后原则上不再受理课程变更申请。</p>`,
      ),
      enContent: html(
        `<p>The Round 1 results for ${term.nameEn} are out. Round 2 (add/drop) runs from ${en(w.secondBegin, w.secondEnd)}, for courses that still have seats.</p>`,
        `<p>Please confirm your timetable before add/drop closes. Course changes are normally not accepted afterwards.</p>`,
      ),
    };
    return [first, second];
  });
}
