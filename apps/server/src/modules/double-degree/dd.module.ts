import type { PortalModule } from '../../platform/domains/module.ts';
import { DD_STAFF } from './dd-admin.routes.ts';
import { DD_DETAIL_READERS } from './dd-detail.ts';
import { ddRoutes } from './dd.routes.ts';
import { seedDoubleDegree } from './dd.seed.ts';

/**
 * The double degree (FEATURES §2.10 MOB-C13…C35): guide, programmes, the six-step application,
 * submission with its PDF, documents, interviews, the applicant detail, and the office's console.
 * Decisions: README.md.
 */
export const doubleDegreeModule: PortalModule = {
  name: 'double-degree',
  routes: [ddRoutes],
  seed: seedDoubleDegree,
  pages: [
    { page: '/admin/double-degree', roles: [...DD_STAFF], actions: ['query', 'get', 'add', 'edit', 'delete', 'export'] },
    { page: '/study/student-degree-details', roles: [...DD_DETAIL_READERS], actions: ['get'] },
  ],
  // No menu yet: the web routes come with the web session, which moves the pending '/study/index' entry
  // (shell menu-pending.data.ts) here and adds the office's tile (a tile leading to 404 is worse than none).
};
