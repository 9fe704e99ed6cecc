import { AuditOutlined, BookOutlined, MailOutlined, NotificationOutlined } from '@ant-design/icons';
import type { FeatureDescriptor } from '../../shared/feature.ts';
import { publicShellRoutes, shellRoutes } from './routes.tsx';

/** The shell: home, notices, info pages, sign-in and the error pages. Its texts are always loaded. */
export const shellFeature: FeatureDescriptor = {
  name: 'shell',
  routes: shellRoutes,
  publicRoutes: publicShellRoutes,
  icons: { NotificationOutlined, BookOutlined, AuditOutlined, MailOutlined },
};

// What the app's layout and router use of the shell.
export { errorRoutes } from './routes.tsx';
export { shellKeys, useAuthConfig, useExitSimulation, useGlobalNotice, useInfoPages, useUserInfo } from './shell.api.ts';
export const loadIdentitySimulatorMenu = () => import('./components/identity-simulator-menu.tsx');
export const loadUserMenu = () => import('./components/user-menu.tsx');
export { notificationKeys, notificationsApi, useNotificationMutation } from './notifications/notifications.api.ts';
export const loadNotificationBell = () => import('./notifications/notification-bell.tsx');
