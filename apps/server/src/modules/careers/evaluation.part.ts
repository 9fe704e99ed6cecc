import { Role } from '@portal/contracts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { evaluationRoutes } from './evaluation.routes.ts';
import { seedEvaluation } from './evaluation.seed.ts';

/** The professional evaluation page (README 'Professional evaluation'): CAR-R05, its link and contact configurable. */
export const evaluationPart: ModulePart = {
  routes: [evaluationRoutes],
  seed: seedEvaluation,
  pages: [
    // The settings console: the career office edits the link and the address.
    { page: '/career/admin/evaluation', roles: [Role.careerAdmin], actions: ['edit'] },
  ],
  menu: [
    { group: 'career', order: 60, title: '职业测评', enTitle: 'Professional evaluation', icon: 'AuditOutlined', url: '/professional-evaluation/index', for: { pageTypes: ['mba'] } },
    { group: 'career', order: 95, title: '职业测评设置', enTitle: 'Evaluation settings', icon: 'SettingOutlined', url: '/career/admin/evaluation', for: { roles: [Role.careerAdmin] } },
  ],
};
