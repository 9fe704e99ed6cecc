import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { STAFF, TEACHERS } from './selection-access.ts';
import { selectionStaffMenu, selectionStudentMenu } from './selection.menu.ts';
import { selectionRoutes } from './selection.routes.ts';
import { seedSelection } from './selection.seed.ts';
import { anonymiseSelection } from './selection-personal-data.repo.ts';
import { mentorRoundScopes, supervisorRoundScopes } from './selection-scopes.repo.ts';

/**
 * Mentor and thesis-supervisor mutual selection (FEATURES §2.9, SEL): the students' rounds and
 * choices, the mentors' and supervisors' answers, the staff's rounds, quotas, demand, pairs and the
 * stable matching. Decisions: README.md.
 */
export const selectionModule: PortalModule = {
  name: 'selection',
  routes: [selectionRoutes],
  seed: seedSelection,
  sql: [new URL('./selection.functions.sql', import.meta.url)],
  roleScopes: [{ role: Role.mentor, scopesOf: mentorRoundScopes }, { role: Role.supervisor, scopesOf: supervisorRoundScopes }],
  pages: [
    { page: '/admin/selection', roles: [...STAFF], actions: ['add', 'edit', 'import', 'export'] },
    { page: '/admin/selection/*', roles: [...STAFF], actions: ['add', 'edit', 'import', 'export'] },
    { page: '/selection/teacher', roles: [...TEACHERS], actions: ['edit'] },
  ],
  menu: [...selectionStudentMenu, ...selectionStaffMenu],
  personalData: { anonymise: anonymiseSelection },
};
