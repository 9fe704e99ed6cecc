import type { FeatureDescriptor } from '../../shared/feature.ts';
import { studentSelectionIcons, studentSelectionRoutes } from './student/routes.tsx';

/**
 * Mentor and thesis-supervisor mutual selection (FEATURES §2.9, SEL): the students' rounds, mentor
 * and supervisor lists and choices. Each side keeps its pages and routes in its own folder
 * (texts: i18n/<lang>/selection/<part>.json).
 */
export const selectionFeature: FeatureDescriptor = {
  name: 'selection',
  routes: [...studentSelectionRoutes],
  icons: { ...studentSelectionIcons },
  loadTexts: () => import('./selection-i18n.ts'),
};
