import type { FeatureDescriptor } from '../../shared/feature.ts';
import { doubleDegreeRoutes } from './routes.tsx';

/** TEMPORARY: only the office's console, so it can be tried on this branch; the student side's descriptor replaces this at merge. */
export const doubleDegreeFeature: FeatureDescriptor = {
  name: 'double-degree',
  routes: doubleDegreeRoutes,
  loadTexts: () => import('./staff/dd-staff-i18n.ts'),
};
