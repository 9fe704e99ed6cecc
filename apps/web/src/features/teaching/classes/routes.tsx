import { CopyOutlined, ScheduleOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const ClassAdminPage = lazy(() => import('./pages/class-admin-page.tsx').then((m) => ({ default: m.ClassAdminPage })));
const ClassRosterPage = lazy(() => import('./pages/class-roster-page.tsx').then((m) => ({ default: m.ClassRosterPage })));
const TermRolloverPage = lazy(() => import('./pages/term-rollover-page.tsx').then((m) => ({ default: m.TermRolloverPage })));

/** The class pages of the teaching office (and a teacher's own classes) and the term rollover; the pages check the role, the server every call. */
export const classesRoutes: RouteObject[] = [
  { path: 'admin/teaching/classes', element: <ClassAdminPage /> },
  { path: 'admin/teaching/classes/:id', element: <ClassRosterPage /> },
  { path: 'admin/teaching/rollover', element: <TermRolloverPage /> },
];

/** Icons its home-menu entries name. */
export const classesIcons: Record<string, ComponentType> = { ScheduleOutlined, CopyOutlined };
