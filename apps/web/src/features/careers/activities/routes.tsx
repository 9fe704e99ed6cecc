import { CalendarOutlined, FlagOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/language-selector.tsx';

const ActivitiesPage = lazy(() => import('./pages/activities-page.tsx').then((m) => ({ default: m.ActivitiesPage })));
const ActivityAdminPage = lazy(() => import('./pages/activity-admin-page.tsx').then((m) => ({ default: m.ActivityAdminPage })));
const ActivityRegistrantsPage = lazy(() => import('./pages/activity-registrants-page.tsx').then((m) => ({ default: m.ActivityRegistrantsPage })));

/** The spec marks the activities page lang-reload (career.md §2.11): a language switch reloads it. */
const reload: RouteHandle = { langReload: true };

/** The activities pages of careers (FEATURES §2.5, CAR-R04) and the career office's console; the pages check the roles, the server every call. */
export const activitiesRoutes: RouteObject[] = [
  { path: 'activity/index', element: <ActivitiesPage />, handle: reload },
  { path: 'career/admin/activities', element: <ActivityAdminPage /> },
  { path: 'career/admin/activities/:id', element: <ActivityRegistrantsPage /> },
];

/** Icons its home-menu entries name. */
export const activitiesIcons: Record<string, ComponentType> = { FlagOutlined, CalendarOutlined };
