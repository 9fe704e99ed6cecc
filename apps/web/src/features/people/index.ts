import type { FeatureDescriptor } from '../../shared/feature.ts';
import { peoplePublicRoutes, peopleRoutes } from './routes.tsx';

/** People and roles: accounts, imports, roles, passwords (server module people, platform/auth). Texts: i18n/<lang>/people/. */
export const peopleFeature: FeatureDescriptor = {
  name: 'people',
  routes: peopleRoutes,
  publicRoutes: peoplePublicRoutes,
  loadTexts: () => import('./people-i18n.ts'),
};
