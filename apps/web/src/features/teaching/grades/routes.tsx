import { FileDoneOutlined, TableOutlined, TrophyOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const GradesPage = lazy(() => import('./pages/grades-page.tsx').then((m) => ({ default: m.GradesPage })));
const CourseResultsPage = lazy(() => import('./pages/course-results-page.tsx').then((m) => ({ default: m.CourseResultsPage })));
const GradesAdminPage = lazy(() => import('./pages/grades-admin-page.tsx').then((m) => ({ default: m.GradesAdminPage })));

/** The grades pages of teaching records (FEATURES §2.3, ACAD-R05, R06) and the staff page; the server checks every call. */
export const gradesRoutes: RouteObject[] = [
  { path: 'education/achievement/index', element: <GradesPage /> },
  { path: 'education/achievement/course', element: <CourseResultsPage /> },
  { path: 'education/achievement/admin', element: <GradesAdminPage /> },
];

/** Icons its home-menu entries name. */
export const gradesIcons: Record<string, ComponentType> = { TrophyOutlined, FileDoneOutlined, TableOutlined };
