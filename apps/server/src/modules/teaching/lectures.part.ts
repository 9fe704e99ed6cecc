import { Role } from '@portal/contracts';
import { lecturesOfUser } from './lectures-calendar.repo.ts';
import { lecturesRoutes } from './lectures.routes.ts';
import { seedLectures } from './lectures.seed.ts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';

/** The lectures part of teaching (see README.md, 'Lectures'). Routes, menu, pages, calendar sources and seed. */
export const lecturesPart: ModulePart = {
  routes: [lecturesRoutes],
  seed: seedLectures,
  calendar: [lecturesOfUser],
  pages: [
    { page: '/education/lecture/admin', roles: [Role.teachingAdmin], actions: ['add', 'edit', 'delete', 'export'] },
    { page: '/education/lecture/admin', roles: [Role.teacher], actions: ['edit', 'export'] },
    // A lecture's sign-ups: clock-in and achievement (edit), collection and export, for staff and its teachers.
    { page: '/education/lecture/admin/*', roles: [Role.teachingAdmin, Role.teacher], actions: ['edit', 'export'] },
  ],
  menu: [
    { group: 'teaching', order: 50, title: '讲座', enTitle: 'Lectures', icon: 'SoundOutlined', url: '/education/lecture/index', for: { pageTypes: ['emba', 'mba'] } },
    { group: 'teaching', order: 55, title: '讲座管理', enTitle: 'Lecture admin', icon: 'NotificationOutlined', url: '/education/lecture/admin', for: { roles: [Role.teachingAdmin, Role.teacher] } },
  ],
};
