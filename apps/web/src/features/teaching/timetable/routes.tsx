import { FieldTimeOutlined } from '@ant-design/icons';
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The timetable page of teaching records (ACAD-R07; the spec's route table has none, Q-17). */
const TimetablePage = lazy(() => import('./pages/timetable-page.tsx').then((m) => ({ default: m.TimetablePage })));

export const timetableRoutes: RouteObject[] = [
  { path: 'education/timetable/index', element: <TimetablePage /> },
];

/** Icons its home-menu entries name. */
export const timetableIcons: Record<string, ComponentType> = { FieldTimeOutlined };
