import type { MenuEntry } from '../../platform/domains/module.ts';

const allStudents = { students: true };

/**
 * Home-menu entries of the domains still to be built (issues of teaching, careers, resumes,
 * profile, appointments, meals, selection, mobility), kept so their titles, audiences and order are
 * not lost. No module serves them: the web app has no route for these urls yet, and a tile leading
 * to 404 is worse than none (issue 9). Each moves into its module's descriptor when that module
 * lands, keeping its order, and its icon into the web feature's `icons`.
 */
export const pendingMenu: MenuEntry[] = [
  { group: 'career', order: 30, title: '学生档案', enTitle: 'Student profile', icon: 'IdcardOutlined', url: '/student-info/index', for: allStudents },
  { group: 'campus', order: 10, title: '个人信息', enTitle: 'Personal information', icon: 'UserOutlined', url: '/education/person-info', for: allStudents },
];
