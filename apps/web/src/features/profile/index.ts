import type { FeatureDescriptor } from '../../shared/feature.ts';
import { profileIcons, profileRoutes } from './routes.tsx';

/**
 * The student profile area (PROF-R01: ten sections a student keeps up to date) and the student
 * affairs office's console (staff/: search, a read-only profile, the cohort export). Texts: i18n/<lang>/profile/.
 */
export const profileFeature: FeatureDescriptor = {
  name: 'profile',
  routes: profileRoutes,
  icons: profileIcons,
  loadTexts: () => import('./profile-i18n.ts'),
};
