import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { peopleImportRoutes } from './import.routes.ts';
import { peopleAdminRoutes } from './people-admin.routes.ts';
import { passwordLinkRoutes } from './password-link.routes.ts';
import { seedPeople } from './people.seed.ts';
import { PERSONAL_DATA_STAFF, personalDataRoutes } from './personal-data.routes.ts';

/** Who runs the people of the portal. */
export const PEOPLE_ADMINS = [Role.peopleAdmin];

/**
 * The people of the portal (ARCHITECTURE 'Running a school'): accounts of students and staff,
 * their roles and scopes, imports from the student-information system, the first administrator
 * and one person's data. Decisions: README.md.
 */
export const peopleModule: PortalModule = {
  name: 'people',
  routes: [peopleAdminRoutes, peopleImportRoutes, personalDataRoutes, passwordLinkRoutes],
  seed: seedPeople,
  pages: [
    { page: '/admin/people', roles: PEOPLE_ADMINS, actions: ['query', 'get', 'add', 'edit', 'enable', 'disable'] },
    { page: '/admin/people/:id', roles: PEOPLE_ADMINS, actions: ['query', 'get', 'add', 'edit', 'enable', 'disable'] },
    { page: '/admin/people/import', roles: PEOPLE_ADMINS, actions: ['import'] },
    // A page of its own, so the person page's own rules (people.admin) never grant these buttons.
    { page: '/admin/personal-data', roles: PERSONAL_DATA_STAFF, actions: ['export', 'delete'] },
  ],
  menu: [
    // With the other staff consoles at the end of the campus group, before the audit log (999).
    { group: 'campus', order: 980, title: '人员与角色', enTitle: 'People and roles', icon: 'ContactsOutlined', url: '/admin/people', for: { roles: PEOPLE_ADMINS } },
  ],
};
