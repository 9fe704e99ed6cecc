import { Role } from '@portal/contracts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { activitiesOfUser } from './activities-calendar.repo.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { seedActivities } from './activities.seed.ts';

/** Career activities (README 'Activities'): CAR-R04, C04..C09, sign-up rules, waitlists, the office's console. */
export const activitiesPart: ModulePart = {
  routes: [activitiesRoutes],
  seed: seedActivities,
  calendar: [activitiesOfUser],
  pages: [
    { page: '/career/admin/activities', roles: [Role.careerAdmin], actions: ['add', 'edit', 'delete', 'export'] },
    { page: '/career/admin/activities/*', roles: [Role.careerAdmin], actions: ['edit', 'export'] },
  ],
  menu: [
    { group: 'career', order: 50, title: '职业活动', enTitle: 'Career activities', icon: 'FlagOutlined', url: '/activity/index', for: { students: true } },
    { group: 'career', order: 55, title: '活动管理', enTitle: 'Activity console', icon: 'CalendarOutlined', url: '/career/admin/activities', for: { roles: [Role.careerAdmin] } },
  ],
};
