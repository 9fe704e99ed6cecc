import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { passwordLinkRoutes } from './password-link.routes.ts';
import { seedPeople } from './people.seed.ts';

/** Who runs the people of the portal. */
export const PEOPLE_ADMINS = [Role.peopleAdmin];

/**
 * The people of the portal (ARCHITECTURE 'Running a school'): accounts of students and staff,
 * their roles and scopes, imports from the student-information system, the first administrator
 * and one person's data. Decisions: README.md.
 */
export const peopleModule: PortalModule = {
  name: 'people',
  routes: [passwordLinkRoutes],
  seed: seedPeople,
};
