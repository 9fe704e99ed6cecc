import type { FeatureDescriptor } from '../../shared/feature.ts';
import { personalInfoIcons, personalInfoRoutes } from './routes.tsx';

/** The personal-information page of EMBA and MBA students (PROF-R02). Texts: i18n/<lang>/personal-info/page.json. */
export const personalInfoFeature: FeatureDescriptor = {
  name: 'personal-info',
  routes: personalInfoRoutes,
  icons: personalInfoIcons,
  loadTexts: () => import('./personal-info-i18n.ts'),
};
