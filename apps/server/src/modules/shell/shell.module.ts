import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
import { schoolCalendar } from './calendar.ts';
import { homeRoutes } from './home.routes.ts';
import { noticesRoutes } from './notices.routes.ts';
import { seedShell } from './shell.seed.ts';
import { userRoutes } from './user.routes.ts';

/** The shell: the user's own info, the home page (menu, calendar, info pages) and notices. */
export const shellModule: PortalModule = {
  name: 'shell',
  routes: [userRoutes, noticesRoutes, homeRoutes, calendarFeedRoutes],
  seed: seedShell,
  pages: [
    { page: '/news/list', roles: [Role.newsAdmin], actions: ['add', 'edit', 'delete'] },
    { page: '/news/details/:id', roles: [Role.newsAdmin], actions: ['edit', 'delete'] },
    { page: '/news/edit/:fieldType/:id', roles: [Role.newsAdmin], actions: ['add', 'edit'] },
  ],
  menu: [
    { group: 'campus', order: 30, title: '通知公告', enTitle: 'Bulletins', icon: 'NotificationOutlined', target: 'report' },
    { group: 'campus', order: 40, title: '规章制度', enTitle: 'Regulations', icon: 'BookOutlined', target: 'rule' },
  ],
  calendar: [schoolCalendar],
};
