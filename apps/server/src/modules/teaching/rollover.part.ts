import { Role } from '@portal/contracts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { ROLLOVER_PAGE, termRolloverRoutes } from './term-rollover.routes.ts';

/** The term rollover part of teaching (README 'Rollover'): a term's classes copied into another term, previewed then confirmed. */
export const rolloverPart: ModulePart = {
  routes: [termRolloverRoutes],
  pages: [
    { page: ROLLOVER_PAGE, roles: [Role.teachingAdmin], actions: ['query', 'add'] },
  ],
  menu: [
    { group: 'teaching-admin', order: 31, title: '学期复制', enTitle: 'Term rollover', icon: 'CopyOutlined', url: ROLLOVER_PAGE, for: { roles: [Role.teachingAdmin] } },
  ],
};
