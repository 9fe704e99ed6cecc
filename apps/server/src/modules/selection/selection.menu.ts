import { Role } from '@portal/contracts';
import type { MenuEntry } from '../../platform/domains/module.ts';

/**
 * The home-menu tiles of selection, out of the shell's pending list (issue 14). The home-menu test
 * allows only tiles the web app has a route for; every tile here has its screen (students', teachers'
 * and staff's), and the descriptor serves both lists.
 */
export const selectionStudentMenu: MenuEntry[] = [
  { group: 'mentors', order: 10, title: '论文导师双选', enTitle: 'Thesis supervisor', icon: 'ReadOutlined', url: '/education/selection/paper/mba', for: { pageTypes: ['mba'] } },
  { group: 'mentors', order: 20, title: '论文导师双选', enTitle: 'Thesis supervisor', icon: 'ReadOutlined', url: '/education/selection/paper/emba', for: { pageTypes: ['emba'] } },
  { group: 'mentors', order: 30, title: '论文导师双选', enTitle: 'Thesis supervisor', icon: 'ReadOutlined', url: '/education/selection/paper/benyan', for: { pageTypes: ['benyan'] } },
  { group: 'mentors', order: 40, title: '行业导师双选', enTitle: 'Industry mentor', icon: 'SolutionOutlined', url: '/education/selection/benyan-industry', for: { pageTypes: ['benyan'] } },
  { group: 'mentors', order: 50, title: '校友导师双选', enTitle: 'Alumni mentor', icon: 'UsergroupAddOutlined', url: '/education/selection/alumni/mba', for: { pageTypes: ['mba'] } },
];

/** The mentors', supervisors' and staff's tiles. */
export const selectionStaffMenu: MenuEntry[] = [
  { group: 'mentors', order: 80, title: '选择我的学生', enTitle: 'Students who chose me', icon: 'TeamOutlined', url: '/selection/teacher', for: { roles: [Role.mentor, Role.supervisor] } },
  { group: 'mentors', order: 90, title: '双选管理', enTitle: 'Selection console', icon: 'ApartmentOutlined', url: '/admin/selection', for: { roles: [Role.selectionAdmin] } },
];
