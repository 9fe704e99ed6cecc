import { FormOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import type { FeatureDescriptor } from '../../shared/feature.ts';
import { surveyRoutes } from './routes.tsx';

/** Faculty evaluations, nominated-mentor and graduate surveys, and the survey console. */
export const surveysFeature: FeatureDescriptor = {
  name: 'surveys',
  routes: surveyRoutes,
  icons: { StarOutlined, TeamOutlined, FormOutlined },
  loadTexts: () => import('./surveys-i18n.ts'),
};
