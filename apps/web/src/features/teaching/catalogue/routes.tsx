import { ApartmentOutlined, BookOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const CoursesAdminPage = lazy(() => import('./pages/courses-admin-page.tsx').then((m) => ({ default: m.CoursesAdminPage })));
const CohortsAdminPage = lazy(() => import('./pages/cohorts-admin-page.tsx').then((m) => ({ default: m.CohortsAdminPage })));

/** The catalogue's staff pages (server modules/teaching catalogue part); the pages check their page rule, the server every call. */
export const catalogueRoutes: RouteObject[] = [
  { path: 'admin/teaching/courses', element: <CoursesAdminPage /> },
  { path: 'admin/teaching/cohorts', element: <CohortsAdminPage /> },
];

/** Icons its menu entries name. */
export const catalogueIcons: Record<string, ComponentType> = { BookOutlined, ApartmentOutlined };
