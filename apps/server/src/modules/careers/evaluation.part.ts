import type { ModulePart } from '../../platform/domains/module-parts.ts';

/** The professional evaluation page (README 'Professional evaluation'): CAR-R05, its link and contact configurable. */
export const evaluationPart: ModulePart = {
  menu: [
    { group: 'career', order: 60, title: '职业测评', enTitle: 'Professional evaluation', icon: 'AuditOutlined', url: '/professional-evaluation/index', for: { pageTypes: ['mba'] } },
  ],
};
