import type { ModulePart } from '../../platform/domains/module-parts.ts';

/** Career activities (README 'Activities'): CAR-R04, C04..C09, sign-up rules, waitlists, the office's console. */
export const activitiesPart: ModulePart = {
  menu: [
    { group: 'career', order: 50, title: '职业活动', enTitle: 'Career activities', icon: 'FlagOutlined', url: '/activity/index', for: { students: true } },
  ],
};
