import type { ModulePart } from '../../platform/domains/module-parts.ts';

/** Recruitment postings and employers (README 'Positions and employers'): CAR-R01..R03, C01..C03, and the office's console. */
export const positionsPart: ModulePart = {
  menu: [
    { group: 'career', order: 10, title: '招聘信息', enTitle: 'Recruitment', icon: 'ShopOutlined', url: '/recruit/index', for: { students: true } },
  ],
};
