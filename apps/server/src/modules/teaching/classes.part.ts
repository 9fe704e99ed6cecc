import { Role } from '@portal/contracts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { classAdminRoutes, classEnrolmentRoutes, classImportRoutes } from './class-admin.routes.ts';

/** The classes part of teaching (README 'Classes'): start classes, their sessions, enrolments and imports, set up by the teaching office. */
export const classesPart: ModulePart = {
  routes: [classAdminRoutes, classEnrolmentRoutes, classImportRoutes],
  pages: [
    { page: '/admin/teaching/classes', roles: [Role.teachingAdmin], actions: ['query', 'get', 'add', 'edit', 'delete', 'import', 'export'] },
    // A teacher reads their classes and their rosters.
    { page: '/admin/teaching/classes', roles: [Role.teacher], actions: ['query', 'get', 'export'] },
    { page: '/admin/teaching/classes/*', roles: [Role.teachingAdmin], actions: ['query', 'get', 'add', 'edit', 'delete', 'import', 'export'] },
    { page: '/admin/teaching/classes/*', roles: [Role.teacher], actions: ['query', 'get', 'export'] },
  ],
  menu: [
    { group: 'teaching-admin', order: 30, title: '开课管理', enTitle: 'Classes', icon: 'ScheduleOutlined', url: '/admin/teaching/classes', for: { roles: [Role.teachingAdmin, Role.teacher] } },
  ],
};
