import { Role } from '@portal/contracts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { seedCatalogue } from './catalogue.seed.ts';
import { cohortRoutes } from './cohorts.routes.ts';

export const COURSES_PAGE = '/admin/teaching/courses';
export const COHORTS_PAGE = '/admin/teaching/cohorts';

/** The catalogue part of teaching (README 'Catalogue'): programmes and cohorts, the course catalogue, their sheets. */
export const cataloguePart: ModulePart = {
  routes: [catalogueRoutes, cohortRoutes],
  seed: seedCatalogue,
  pages: [
    { page: COURSES_PAGE, roles: [Role.teachingAdmin], actions: ['query', 'get', 'add', 'edit', 'delete', 'import', 'export'] },
    // The bidding console picks a plan's courses from the catalogue.
    { page: COURSES_PAGE, roles: [Role.courseAdmin], actions: ['query', 'get'] },
    { page: COHORTS_PAGE, roles: [Role.teachingAdmin], actions: ['query', 'add', 'edit', 'delete', 'import', 'export'] },
  ],
  menu: [
    { group: 'teaching-admin', order: 20, title: '课程目录', enTitle: 'Course catalogue', icon: 'BookOutlined', url: COURSES_PAGE, for: { roles: [Role.teachingAdmin] } },
    { group: 'teaching-admin', order: 21, title: '项目与班级', enTitle: 'Programmes and classes', icon: 'ApartmentOutlined', url: COHORTS_PAGE, for: { roles: [Role.teachingAdmin] } },
  ],
};
