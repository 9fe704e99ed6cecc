import type { FeatureDescriptor } from '../../shared/feature.ts';
import { mobilityIcons, mobilityRoutes } from './routes.tsx';

/**
 * Mobility, part one: the study trip with its exemption, the visiting-scholar projects with their
 * queues and documents, and the international office's console. Texts: i18n/<lang>/mobility.json.
 */
export const mobilityFeature: FeatureDescriptor = {
  name: 'mobility',
  routes: mobilityRoutes,
  icons: mobilityIcons,
  loadTexts: () => import('./mobility-i18n.ts'),
};
