import type { FeatureDescriptor } from '../../shared/feature.ts';
import { selectionIcons, selectionRoutes } from './routes.tsx';
import { studentSelectionIcons, studentSelectionRoutes } from './student/routes.tsx';

/**
 * Mentor and thesis-supervisor mutual selection (FEATURES §2.9, SEL): the students' rounds, mentor
 * and supervisor lists and choices; the mentors' and supervisors' desk; the staff console. Each side
 * keeps its pages and routes in its own folder (texts: i18n/<lang>/selection/<part>.json).
 */
export const selectionFeature: FeatureDescriptor = {
  name: 'selection',
  routes: [...studentSelectionRoutes, ...selectionRoutes],
  icons: { ...studentSelectionIcons, ...selectionIcons },
  loadTexts: () => Promise.all([import('./selection-i18n.ts'), import('./selection-admin-i18n.ts'), import('./selection-teacher-i18n.ts')]),
};
