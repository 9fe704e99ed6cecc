import type { FeatureDescriptor } from '../../shared/feature.ts';
import { appointmentIcons, appointmentRoutes } from './routes.tsx';

/**
 * Appointments with the career counsellors: the students' booking, history and detail pages, and
 * the counsellors' desk (availability, bookings, decisions). Texts: i18n/<lang>/appointments/<part>.json.
 */
export const appointmentsFeature: FeatureDescriptor = {
  name: 'appointments',
  routes: appointmentRoutes,
  icons: appointmentIcons,
  loadTexts: () => import('./appointments-i18n.ts'),
};
