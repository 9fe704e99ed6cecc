import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { TERM_STAFF, termsAdminRoutes } from './terms-admin.routes.ts';

/** The school calendar part of teaching (README 'The school calendar'): terms, their weeks and holidays, kept by staff. */
export const termsPart: ModulePart = {
  routes: [termsAdminRoutes],
  pages: [
    { page: '/admin/teaching/terms', roles: TERM_STAFF, actions: ['query', 'add', 'edit', 'delete'] },
  ],
  menu: [
    { group: 'teaching-admin', order: 10, title: '学年学期', enTitle: 'Terms and holidays', icon: 'CalendarOutlined', url: '/admin/teaching/terms', for: { roles: TERM_STAFF } },
  ],
};
