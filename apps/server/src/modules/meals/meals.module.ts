import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { CANTEEN } from './meal-admin.routes.ts';
import { mealsRoutes } from './meals.routes.ts';
import { seedMeals } from './meals.seed.ts';

/**
 * Meals (FEATURES §2.8, BOOK-R04, C08…C11): the menu, lunch and dinner reservations per day, and
 * the canteen's console of menus and daily counts. Decisions: README.md.
 */
export const mealsModule: PortalModule = {
  name: 'meals',
  routes: [mealsRoutes],
  seed: seedMeals,
  pages: [{ page: '/admin/meals', roles: [...CANTEEN], actions: ['add', 'edit', 'delete', 'export'] }],
  menu: [
    // Students living on campus (README 'Who books'); the spec's menu named EMBA students only.
    { group: 'campus', order: 20, title: '订餐', enTitle: 'Meal booking', icon: 'CoffeeOutlined', url: '/order-meal/index', for: { pageTypes: ['mba', 'emba'], onCampusOnly: true } },
    { group: 'campus', order: 90, title: '食堂管理', enTitle: 'Canteen', icon: 'ShopOutlined', url: '/admin/meals', for: { roles: [Role.canteenAdmin] } },
  ],
};
