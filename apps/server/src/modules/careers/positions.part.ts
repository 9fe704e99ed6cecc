import { Role } from '@portal/contracts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { positionApplicationsRoutes } from './position-applications.routes.ts';
import { positionsRoutes } from './positions.routes.ts';
import { seedPositions } from './positions.seed.ts';

/** Recruitment postings and employers (README 'Positions and employers'): CAR-R01..R03, C01..C03, and the office's console. */
export const positionsPart: ModulePart = {
  routes: [positionsRoutes, positionApplicationsRoutes],
  seed: seedPositions,
  pages: [
    { page: '/career/admin/positions', roles: [Role.careerAdmin], actions: ['add', 'edit', 'import', 'export'] },
    { page: '/career/admin/employers', roles: [Role.careerAdmin], actions: ['add', 'edit'] },
    { page: '/career/admin/positions/*', roles: [Role.careerAdmin], actions: ['edit', 'export'] },
    { page: '/career/applications', roles: [Role.student], actions: ['query'] },
  ],
  menu: [
    { group: 'career', order: 10, title: '招聘信息', enTitle: 'Recruitment', icon: 'ShopOutlined', url: '/recruit/index', for: { students: true } },
    { group: 'career', order: 12, title: '我的投递', enTitle: 'My applications', icon: 'FileDoneOutlined', url: '/career/applications', for: { students: true } },
    { group: 'career', order: 70, title: '招聘信息管理', enTitle: 'Postings admin', icon: 'SolutionOutlined', url: '/career/admin/positions', for: { roles: [Role.careerAdmin] } },
    { group: 'career', order: 75, title: '用人单位管理', enTitle: 'Employers admin', icon: 'BankOutlined', url: '/career/admin/employers', for: { roles: [Role.careerAdmin] } },
  ],
};
