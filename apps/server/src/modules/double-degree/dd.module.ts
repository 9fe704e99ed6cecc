import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { DD_STAFF } from './dd-admin.routes.ts';
import { DD_DETAIL_READERS } from './dd-detail.ts';
import { DD_REVIEWERS } from './dd-review.routes.ts';
import { ddRoutes } from './dd.routes.ts';
import { seedDoubleDegree } from './dd.seed.ts';
import { anonymiseDoubleDegree } from './dd-personal-data.repo.ts';
import { reviewerProgrammeScopes } from './dd-scopes.repo.ts';

/**
 * The double degree (FEATURES §2.10 MOB-C13…C35): guide, programmes, the six-step application,
 * submission with its PDF, documents, interviews, the applicant detail, and the office's console.
 * Decisions: README.md.
 */
export const doubleDegreeModule: PortalModule = {
  name: 'double-degree',
  routes: [ddRoutes],
  seed: seedDoubleDegree,
  roleScopes: [{ role: Role.ddReviewer, scopesOf: reviewerProgrammeScopes }],
  pages: [
    { page: '/admin/double-degree', roles: [...DD_STAFF], actions: ['query', 'get', 'add', 'edit', 'delete', 'export'] },
    { page: '/double-degree/review', roles: [...DD_REVIEWERS], actions: ['query', 'get', 'edit'] },
    { page: '/study/student-degree-details', roles: [...DD_DETAIL_READERS], actions: ['get'] },
  ],
  // The students' tile keeps the audience and order it had in the shell's pending list.
  menu: [
    { group: 'mentors', order: 70, title: '双学位申请', enTitle: 'Double degree', icon: 'BankOutlined', url: '/study/index', for: { pageTypes: ['mba', 'benyan'] } },
    { group: 'mentors', order: 96, title: '双学位管理', enTitle: 'Double degree office', icon: 'ProjectOutlined', url: '/admin/double-degree', for: { roles: [Role.mobilityAdmin] } },
  ],
  personalData: { anonymise: anonymiseDoubleDegree },
};
