import type { FeatureDescriptor } from '../../shared/feature.ts';
import { ddIcons, ddRoutes } from './routes.tsx';

/**
 * The double degree: the guide, the programmes, the six-step application, My Application with
 * documents and interview booking, and the applicant detail; the office's console (staff/). Texts: i18n/<lang>/double-degree/.
 */
export const doubleDegreeFeature: FeatureDescriptor = {
  name: 'double-degree',
  routes: ddRoutes,
  icons: ddIcons,
  loadTexts: () => Promise.all([import('./dd-i18n.ts'), import('./staff/dd-staff-i18n.ts')]),
};
