import type { FeatureDescriptor } from '../../shared/feature.ts';
import { resumeIcons, resumeRoutes } from './routes.tsx';

/**
 * Resumes: the list, the Chinese and English editors, the general-situation manual, and the career
 * office's review and resume book. Texts: i18n/<lang>/resumes/<part>.json.
 */
export const resumesFeature: FeatureDescriptor = {
  name: 'resumes',
  routes: resumeRoutes,
  icons: resumeIcons,
  loadTexts: () => import('./resumes-i18n.ts'),
};
