import type { FeatureDescriptor } from '../../shared/feature.ts';
import { peopleRoutes } from './routes.tsx';

/** People and roles: accounts, imports, roles (server module people). Texts: i18n/<lang>/people/. */
export const peopleFeature: FeatureDescriptor = {
  name: 'people',
  routes: peopleRoutes,
  loadTexts: () => import('./people-i18n.ts'),
};
