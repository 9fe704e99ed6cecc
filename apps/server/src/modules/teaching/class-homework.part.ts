import { Role } from '@portal/contracts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { classHomeworkRoutes } from './class-homework.routes.ts';

const teachers = [Role.teacher, Role.teachingAdmin];

/**
 * The staff side of a class's homework (README 'Class homework', issue 27): the deadline, what each
 * student handed in, the zip. Teachers under /teaching/classes, the teaching office under /admin/teaching.
 */
export const classHomeworkPart: ModulePart = {
  routes: [classHomeworkRoutes],
  pages: [
    { page: '/teaching/classes', roles: teachers, actions: ['query'] },
    { page: '/teaching/classes/:id/homework', roles: teachers, actions: ['get', 'edit', 'export'] },
    { page: '/admin/teaching/homework', roles: [Role.teachingAdmin], actions: ['query'] },
    { page: '/admin/teaching/classes/:id/homework', roles: [Role.teachingAdmin], actions: ['get', 'edit', 'export'] },
  ],
  menu: [
    { group: 'teaching', order: 72, title: '课程作业', enTitle: 'Course homework', icon: 'FolderOpenOutlined', url: '/teaching/classes', for: { roles: [Role.teacher] } },
    { group: 'teaching-admin', order: 40, title: '作业管理', enTitle: 'Homework admin', icon: 'FolderOpenOutlined', url: '/admin/teaching/homework', for: { roles: [Role.teachingAdmin] } },
  ],
};
