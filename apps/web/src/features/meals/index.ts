import type { FeatureDescriptor } from '../../shared/feature.ts';
import { mealIcons, mealRoutes } from './routes.tsx';

/** Meals: the student's booking page and the canteen's console. Texts: i18n/<lang>/meals.json. */
export const mealsFeature: FeatureDescriptor = {
  name: 'meals',
  routes: mealRoutes,
  icons: mealIcons,
  loadTexts: () => import('./meals-i18n.ts'),
};
