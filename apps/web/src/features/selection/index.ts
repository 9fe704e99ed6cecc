import type { FeatureDescriptor } from '../../shared/feature.ts';
import { selectionIcons, selectionRoutes } from './routes.tsx';

/**
 * Mentor and thesis-supervisor selection (FEATURES §2.9, SEL): the mentors' and supervisors' desk and
 * the staff console. Texts: i18n/<lang>/selection/<part>.json, registered per part.
 */
export const selectionFeature: FeatureDescriptor = {
  name: 'selection',
  routes: selectionRoutes,
  icons: selectionIcons,
  loadTexts: () => Promise.all([import('./selection-admin-i18n.ts'), import('./selection-teacher-i18n.ts')]),
};
