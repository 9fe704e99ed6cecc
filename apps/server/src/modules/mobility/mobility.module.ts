import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { MOBILITY_STAFF } from './mobility-admin.routes.ts';
import { mobilityRoutes } from './mobility.routes.ts';
import { seedMobility } from './mobility.seed.ts';
import { anonymiseMobility } from './mobility-personal-data.repo.ts';

const pageTypes = ['mba', 'emba'];

/**
 * Mobility, part one (FEATURES §2.10 MOB-C01…C12): the study trip with its exemption and the
 * visiting-scholar projects with their queues, and the international office's console. The double
 * degree comes in a module of its own. Decisions: README.md.
 */
export const mobilityModule: PortalModule = {
  name: 'mobility',
  routes: [mobilityRoutes],
  seed: seedMobility,
  pages: [
    { page: '/admin/mobility', roles: [...MOBILITY_STAFF], actions: ['query', 'get', 'add', 'edit', 'delete', 'export'] },
  ],
  menu: [
    { group: 'mentors', order: 60, title: '海外游学', enTitle: 'Study trip', icon: 'GlobalOutlined', url: '/visiting-scholar/index', for: { pageTypes } },
    { group: 'mentors', order: 95, title: '游学与免修管理', enTitle: 'Study trips office', icon: 'FlagOutlined', url: '/admin/mobility', for: { roles: [Role.mobilityAdmin] } },
  ],
  personalData: { anonymise: anonymiseMobility },
};
