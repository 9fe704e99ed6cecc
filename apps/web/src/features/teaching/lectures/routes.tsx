import { NotificationOutlined, SoundOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const LecturesPage = lazy(() => import('./pages/lectures-page.tsx').then((m) => ({ default: m.LecturesPage })));
const LectureAdminPage = lazy(() => import('./pages/lecture-admin-page.tsx').then((m) => ({ default: m.LectureAdminPage })));
const LectureSignupsPage = lazy(() => import('./pages/lecture-signups-page.tsx').then((m) => ({ default: m.LectureSignupsPage })));

/** The lectures pages of teaching records (FEATURES §2.3, ACAD-R04) and the staff pages. */
export const lecturesRoutes: RouteObject[] = [
  { path: 'education/lecture/index', element: <LecturesPage /> },
  // The staff pages check the role themselves; the server checks every call.
  { path: 'education/lecture/admin', element: <LectureAdminPage /> },
  { path: 'education/lecture/admin/:id', element: <LectureSignupsPage /> },
];

/** Icons its home-menu entries name. */
export const lecturesIcons: Record<string, ComponentType> = { SoundOutlined, NotificationOutlined };
