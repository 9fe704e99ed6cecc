import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { AUDIT_READERS, auditLogRoutes } from './audit-log.routes.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
import { schoolCalendar } from './calendar.ts';
import { homeRoutes } from './home.routes.ts';
import { AUDIENCE_JOB, audienceHandler } from './notice-audience.ts';
import { noticesRoutes } from './notices.routes.ts';
import { seedShell } from './shell.seed.ts';
import { userRoutes } from './user.routes.ts';
import { anonymiseShell } from './shell-personal-data.repo.ts';

/** The shell: the user's own info, the identity simulator and its audit viewer, the home page (menu, calendar, info pages) and notices. */
export const shellModule: PortalModule = {
  name: 'shell',
  routes: [userRoutes, noticesRoutes, homeRoutes, calendarFeedRoutes, auditLogRoutes],
  seed: seedShell,
  jobs: { [AUDIENCE_JOB]: audienceHandler },
  pages: [
    { page: '/news/list', roles: [Role.newsAdmin], actions: ['add', 'edit', 'delete'] },
    { page: '/news/details/:id', roles: [Role.newsAdmin], actions: ['edit', 'delete'] },
    { page: '/news/edit/:fieldType/:id', roles: [Role.newsAdmin], actions: ['add', 'edit'] },
    { page: '/admin/audit', roles: AUDIT_READERS, actions: ['export'] },
  ],
  menu: [
    { group: 'campus', order: 30, title: '通知公告', enTitle: 'Bulletins', icon: 'NotificationOutlined', target: 'report' },
    { group: 'campus', order: 40, title: '规章制度', enTitle: 'Regulations', icon: 'BookOutlined', target: 'rule' },
    // The administrators' log of notices sent and failed (platform/notifications 'Delivery log'), beside the audit log.
    { group: 'campus', order: 998, title: '通知发送记录', enTitle: 'Notification deliveries', icon: 'MailOutlined', url: '/admin/notifications', for: { roles: [Role.admin] } },
    // The administrators' audit of the identity simulator; the last tile of the group.
    { group: 'campus', order: 999, title: '审计日志', enTitle: 'Audit log', icon: 'AuditOutlined', url: '/admin/audit', for: { roles: AUDIT_READERS } },
  ],
  calendar: [schoolCalendar],
  personalData: { anonymise: anonymiseShell },
};
