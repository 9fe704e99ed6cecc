import type { PortalModule } from '../../platform/domains/module.ts';
import { peopleImportRoutes } from './import.routes.ts';
import { peopleAdminRoutes } from './people-admin.routes.ts';
import { passwordLinkRoutes } from './password-link.routes.ts';
import { seedPeople } from './people.seed.ts';
import { PERSONAL_DATA_STAFF, personalDataRoutes } from './personal-data.routes.ts';
import { PEOPLE_ADMINS } from './people-staff.ts';
import { rolesRoutes } from './roles.routes.ts';

/**
 * The people of the portal (ARCHITECTURE 'Running a school'): accounts of students and staff,
 * their roles and scopes, imports from the student-information system, the first administrator
 * and one person's data. Decisions: README.md.
 */
export const peopleModule: PortalModule = {
  name: 'people',
  routes: [peopleAdminRoutes, peopleImportRoutes, personalDataRoutes, passwordLinkRoutes, rolesRoutes],
  seed: seedPeople,
  pages: [
    { page: '/admin/people', roles: PEOPLE_ADMINS, actions: ['query', 'get', 'add', 'edit', 'enable', 'disable'] },
    { page: '/admin/people/:id', roles: PEOPLE_ADMINS, actions: ['query', 'get', 'add', 'edit', 'enable', 'disable'] },
    { page: '/admin/people/import', roles: PEOPLE_ADMINS, actions: ['import'] },
    { page: '/admin/people/roles', roles: PEOPLE_ADMINS, actions: ['query', 'add', 'delete'] },
    // A page of its own, so the person page's own rules (people.admin) never grant these buttons.
    { page: '/admin/personal-data', roles: PERSONAL_DATA_STAFF, actions: ['export', 'delete'] },
  ],
  menu: [
    // With the other staff consoles at the end of the campus group, before the audit log (999).
    { group: 'campus', order: 980, title: '人员管理', enTitle: 'People', icon: 'ContactsOutlined', url: '/admin/people', for: { roles: PEOPLE_ADMINS } },
    { group: 'campus', order: 981, title: '角色与权限', enTitle: 'Roles', icon: 'SafetyCertificateOutlined', url: '/admin/people/roles', for: { roles: PEOPLE_ADMINS } },
  ],
};
