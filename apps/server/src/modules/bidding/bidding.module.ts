import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { biddingAdminRoutes } from './bidding-admin.routes.ts';
import { RESULTS_JOB, runResultsReport } from './bidding-notices.ts';
import { ADVANCE_JOB, advancePlan } from './bidding-states.ts';
import { biddingRoutes } from './bidding.routes.ts';
import { seedBidding } from './bidding.seed.ts';

const mbaEmba = ['mba', 'emba'];

/** Course selection by points bidding, and its staff console. */
export const biddingModule: PortalModule = {
  name: 'bidding',
  routes: [biddingRoutes, biddingAdminRoutes],
  jobs: {
    [ADVANCE_JOB]: async (payload, db) => { await advancePlan(db, Number(payload.planId)); },
    [RESULTS_JOB]: runResultsReport,
  },
  seed: seedBidding,
  sql: [new URL('./bidding.functions.sql', import.meta.url)],
  pages: [{ page: '/admin/bidding', roles: [Role.courseAdmin], actions: ['add', 'edit', 'delete', 'import', 'export'] }],
  menu: [
    { group: 'teaching', order: 10, title: '选课计划', enTitle: 'Course selection', icon: 'SelectOutlined', url: '/education/optional/plane', for: { pageTypes: mbaEmba } },
    { group: 'teaching', order: 20, title: '积分日志', enTitle: 'Points log', icon: 'HistoryOutlined', url: '/education/optional/log', for: { pageTypes: mbaEmba } },
    { group: 'teaching', order: 80, title: '选课管理', enTitle: 'Course selection console', icon: 'SelectOutlined', url: '/admin/bidding', for: { roles: [Role.courseAdmin] } },
  ],
};
