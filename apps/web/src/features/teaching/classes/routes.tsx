import { ScheduleOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const ClassAdminPage = lazy(() => import('./pages/class-admin-page.tsx').then((m) => ({ default: m.ClassAdminPage })));
const ClassRosterPage = lazy(() => import('./pages/class-roster-page.tsx').then((m) => ({ default: m.ClassRosterPage })));

/** The class pages of the teaching office (and a teacher's own classes); the pages check the role, the server every call. */
export const classesRoutes: RouteObject[] = [
  { path: 'admin/teaching/classes', element: <ClassAdminPage /> },
  { path: 'admin/teaching/classes/:id', element: <ClassRosterPage /> },
];

/** Icons its home-menu entries name. */
export const classesIcons: Record<string, ComponentType> = { ScheduleOutlined };
