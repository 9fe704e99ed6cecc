import { HistoryOutlined, SelectOutlined } from '@ant-design/icons';
import type { FeatureDescriptor } from '../../shared/feature.ts';
import { biddingRoutes } from './routes.tsx';

/** Course selection by points bidding, and its staff console. */
export const biddingFeature: FeatureDescriptor = {
  name: 'bidding',
  routes: biddingRoutes,
  icons: { SelectOutlined, HistoryOutlined },
  loadTexts: () => import('./bidding-i18n.ts'),
};
