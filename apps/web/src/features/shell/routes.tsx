import { lazy } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Each page is its own chunk (React.lazy), so the sign-in and home pages load only what they
 * use; the notice editor with its date pickers and form code loads when someone opens it.
 */
const HomePage = lazy(() => import('./pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const NoticeListPage = lazy(() => import('./pages/notice-list-page.tsx').then((m) => ({ default: m.NoticeListPage })));
const NoticeDetailPage = lazy(() => import('./pages/notice-detail-page.tsx').then((m) => ({ default: m.NoticeDetailPage })));
const NoticeEditPage = lazy(() => import('./pages/notice-edit-page.tsx').then((m) => ({ default: m.NoticeEditPage })));
const InfoPage = lazy(() => import('./pages/info-page.tsx').then((m) => ({ default: m.InfoPage })));
const ContactPage = lazy(() => import('./pages/info-page.tsx').then((m) => ({ default: m.ContactPage })));
const NotificationsPage = lazy(() => import('./notifications/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })));
const NotificationSettingsPage = lazy(() => import('./notifications/notification-settings-page.tsx').then((m) => ({ default: m.NotificationSettingsPage })));
const DeliveryLogPage = lazy(() => import('./notifications/delivery-log-page.tsx').then((m) => ({ default: m.DeliveryLogPage })));
const AuditLogPage = lazy(() => import('./audit/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })));
const LoginPage = lazy(() => import('./pages/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const ForbiddenPage = lazy(() => import('./pages/error-pages.tsx').then((m) => ({ default: m.ForbiddenPage })));
const NotFoundPage = lazy(() => import('./pages/error-pages.tsx').then((m) => ({ default: m.NotFoundPage })));

/** Pages behind the route guard; all but the audit viewer and the delivery log are open to every signed-in user (permission '*'). */
export const shellRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'news/list', element: <NoticeListPage /> },
  { path: 'news/details/:id', element: <NoticeDetailPage /> },
  { path: 'news/contact', element: <ContactPage /> },
  // The server refuses the save to anyone but news administrators and the notice's owner.
  { path: 'news/edit/:fieldType/:id', element: <NoticeEditPage /> },
  { path: 'info/:key', element: <InfoPage /> },
  // Every user's own notifications; the bell's 'see all'.
  { path: 'notifications', element: <NotificationsPage /> },
  // Every user's e-mail choices per kind.
  { path: 'notifications/settings', element: <NotificationSettingsPage /> },
  // Administrators only; the page says so to anyone else, and the server refuses them.
  { path: 'admin/audit', element: <AuditLogPage /> },
  // Administrators only: anyone else lands on the 403 page, and the server refuses them.
  { path: 'admin/notifications', element: <DeliveryLogPage /> },
];

/** Pages reachable without a user. */
export const publicShellRoutes: RouteObject[] = [{ path: 'login', element: <LoginPage /> }];

/** The error pages: in the shell for a signed-in user, in the public frame for anyone else. */
export const errorRoutes: RouteObject[] = [
  { path: '403', element: <ForbiddenPage /> },
  { path: '404', element: <NotFoundPage /> },
];
