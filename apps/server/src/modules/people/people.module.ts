import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { seedPeople } from './people.seed.ts';
import { rolesRoutes, ROLE_STAFF } from './roles.routes.ts';

/** Who runs the people of the portal. */
export const PEOPLE_ADMINS = [Role.peopleAdmin];

/**
 * The people of the portal (ARCHITECTURE 'Running a school'): accounts of students and staff,
 * their roles and scopes, imports from the student-information system, the first administrator
 * and one person's data. Decisions: README.md.
 */
export const peopleModule: PortalModule = {
  name: 'people',
  routes: [rolesRoutes],
  seed: seedPeople,
  pages: [
    { page: '/admin/people/roles', roles: ROLE_STAFF, actions: ['query', 'add', 'delete'] },
  ],
  menu: [
    { group: 'campus', order: 991, title: '角色与权限', enTitle: 'Roles', icon: 'SafetyCertificateOutlined', url: '/admin/people/roles', for: { roles: ROLE_STAFF } },
  ],
};
