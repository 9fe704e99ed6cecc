import type { FeatureDescriptor } from '../../shared/feature.ts';
import { activitiesIcons, activitiesRoutes } from './activities/routes.tsx';
import { evaluationIcons, evaluationRoutes } from './evaluation/routes.tsx';
import { recruitmentIcons, recruitmentRoutes } from './recruitment/routes.tsx';

/**
 * Careers: recruitment postings and employers, career activities, the professional evaluation, and
 * the career office's console. Each part keeps its pages, routes and texts in its own folder
 * (texts: i18n/<lang>/careers/<part>.json).
 */
export const careersFeature: FeatureDescriptor = {
  name: 'careers',
  routes: [...recruitmentRoutes, ...activitiesRoutes, ...evaluationRoutes],
  icons: { ...recruitmentIcons, ...activitiesIcons, ...evaluationIcons },
  loadTexts: () => import('./careers-i18n.ts'),
};
