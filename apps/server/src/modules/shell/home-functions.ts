import type { HomeFunctionGroup } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';

/** Who an entry is for. Omitted fields do not restrict; `roles` widens to staff. */
interface Audience {
  pageTypes?: string[];
  students?: boolean;
  roles?: string[];
  /** Off-campus (isOutBishop) students have no campus services such as meals. */
  onCampusOnly?: boolean;
}
interface Entry {
  title: string;
  enTitle: string;
  icon: string;
  url?: string;
  target?: string;
  for?: Audience;
}
interface Group {
  title: string;
  enTitle: string;
  color: string;
  entries: Entry[];
}

const mbaEmba = ['mba', 'emba'];
const allStudents = { students: true };

/**
 * The home function groups: every screen of the route table, each shown to the programmes that
 * have it. The server decides, so the menu and the route checks agree.
 */
const groups: Group[] = [
  { title: '教务教学', enTitle: 'Teaching', color: '#9b0d14', entries: [
    { title: '选课计划', enTitle: 'Course selection', icon: 'SelectOutlined', url: '/education/optional/plane', for: { pageTypes: mbaEmba } },
    { title: '积分日志', enTitle: 'Points log', icon: 'HistoryOutlined', url: '/education/optional/log', for: { pageTypes: mbaEmba } },
    { title: '培养计划', enTitle: 'Training plan', icon: 'ScheduleOutlined', url: '/education/training/plan', for: { pageTypes: ['emba'] } },
    { title: '课程成绩', enTitle: 'Course results', icon: 'FileDoneOutlined', url: '/education/achievement/course', for: { pageTypes: ['emba'] } },
    { title: '讲座', enTitle: 'Lectures', icon: 'SoundOutlined', url: '/education/lecture/index', for: { pageTypes: ['emba', 'mba'] } },
    { title: '学生成绩', enTitle: 'Grades', icon: 'TrophyOutlined', url: '/education/achievement/index', for: allStudents },
    { title: '课程考勤', enTitle: 'Attendance', icon: 'CheckSquareOutlined', url: '/education/assistant/index', for: { roles: ['teacher'] } },
    { title: '选课管理', enTitle: 'Course selection console', icon: 'SelectOutlined', url: '/admin/bidding', for: { roles: ['course.admin'] } },
  ] },
  { title: '评估与调查', enTitle: 'Evaluations and surveys', color: '#b5651d', entries: [
    { title: '教师评估', enTitle: 'Faculty evaluation', icon: 'StarOutlined', url: '/education/evaluate/survey', for: { pageTypes: ['mba', 'emba', 'benyan'] } },
    { title: '推荐导师调查', enTitle: 'Nominated-mentor surveys', icon: 'TeamOutlined', url: '/education/selection/alumni/excellent', for: { pageTypes: ['mba'] } },
    { title: '毕业生调查', enTitle: 'Graduate surveys', icon: 'FormOutlined', url: '/graduate-survey/index', for: { pageTypes: ['master', 'phd', 'benyan'] } },
    { title: '问卷管理', enTitle: 'Survey console', icon: 'FormOutlined', url: '/admin/surveys', for: { roles: ['survey.admin'] } },
    { title: '我的教学评估', enTitle: 'My teaching evaluations', icon: 'StarOutlined', url: '/admin/surveys/mine', for: { roles: ['teacher'] } },
  ] },
  { title: '职业发展', enTitle: 'Career development', color: '#1f5f8b', entries: [
    { title: '招聘信息', enTitle: 'Recruitment', icon: 'ShopOutlined', url: '/recruit/index', for: allStudents },
    { title: '我的简历', enTitle: 'My resumes', icon: 'ProfileOutlined', url: '/resume/index', for: allStudents },
    { title: '学生档案', enTitle: 'Student profile', icon: 'IdcardOutlined', url: '/student-info/index', for: allStudents },
    { title: '咨询预约', enTitle: 'Appointments', icon: 'CalendarOutlined', url: '/appointment/index', for: allStudents },
    { title: '职业活动', enTitle: 'Career activities', icon: 'FlagOutlined', url: '/activity/index', for: allStudents },
    { title: '职业测评', enTitle: 'Professional evaluation', icon: 'AuditOutlined', url: '/professional-evaluation/index', for: { pageTypes: ['mba'] } },
  ] },
  { title: '导师与项目', enTitle: 'Mentors and programmes', color: '#4b6b2f', entries: [
    { title: '论文导师双选', enTitle: 'Thesis supervisor', icon: 'ReadOutlined', url: '/education/selection/paper/mba', for: { pageTypes: ['mba'] } },
    { title: '论文导师双选', enTitle: 'Thesis supervisor', icon: 'ReadOutlined', url: '/education/selection/paper/emba', for: { pageTypes: ['emba'] } },
    { title: '论文导师双选', enTitle: 'Thesis supervisor', icon: 'ReadOutlined', url: '/education/selection/paper/benyan', for: { pageTypes: ['benyan'] } },
    { title: '行业导师双选', enTitle: 'Industry mentor', icon: 'SolutionOutlined', url: '/education/selection/benyan-industry', for: { pageTypes: ['benyan'] } },
    { title: '校友导师双选', enTitle: 'Alumni mentor', icon: 'UsergroupAddOutlined', url: '/education/selection/alumni/mba', for: { pageTypes: ['mba'] } },
    { title: '海外游学', enTitle: 'Study trip', icon: 'GlobalOutlined', url: '/visiting-scholar/index', for: { pageTypes: mbaEmba } },
    { title: '双学位申请', enTitle: 'Double degree', icon: 'BankOutlined', url: '/study/index', for: { pageTypes: ['mba', 'benyan'] } },
  ] },
  { title: '校园服务', enTitle: 'Campus services', color: '#6b4c9a', entries: [
    { title: '个人信息', enTitle: 'Personal information', icon: 'UserOutlined', url: '/education/person-info', for: allStudents },
    { title: '订餐', enTitle: 'Meal booking', icon: 'CoffeeOutlined', url: '/order-meal/index', for: { pageTypes: ['emba'], onCampusOnly: true } },
    { title: '通知公告', enTitle: 'Bulletins', icon: 'NotificationOutlined', target: 'report' },
    { title: '规章制度', enTitle: 'Regulations', icon: 'BookOutlined', target: 'rule' },
  ] },
];

function allowed(entry: Entry, user: UserRow, roles: string[]): boolean {
  const a = entry.for;
  if (!a) return true;
  if (user.isAdmin) return true;
  if (a.roles?.some((r) => roles.includes(r))) return true;
  if (!roles.includes('student')) return false;
  if (a.pageTypes && !a.pageTypes.includes(user.pageType ?? '')) return false;
  if (a.onCampusOnly && user.isOutBishop) return false;
  return Boolean(a.students || a.pageTypes);
}

export function homeFunctionsFor(user: UserRow, roles: string[]): HomeFunctionGroup[] {
  return groups
    .map((g) => ({
      title: g.title,
      enTitle: g.enTitle,
      color: g.color,
      childs: g.entries.filter((e) => allowed(e, user, roles)).map((e) => ({
        title: e.title, enTitle: e.enTitle, icon: e.icon, url: e.url ?? null, target: e.target ?? null, direct: Boolean(e.url),
      })),
    }))
    .filter((g) => g.childs.length > 0);
}
