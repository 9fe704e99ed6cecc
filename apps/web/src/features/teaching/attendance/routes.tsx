import { CheckSquareOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const AttendanceCourseListPage = lazy(() => import('./pages/attendance-course-list-page.tsx').then((m) => ({ default: m.AttendanceCourseListPage })));
const ClassAttendancePage = lazy(() => import('./pages/class-attendance-page.tsx').then((m) => ({ default: m.ClassAttendancePage })));

/** The attendance pages of teaching records (FEATURES §2.3, ACAD-R01/R02); the pages check the roles, the server every call. */
export const attendanceRoutes: RouteObject[] = [
  { path: 'education/assistant/index', element: <AttendanceCourseListPage /> },
  { path: 'education/assistant/attendance/:pageType/:id', element: <ClassAttendancePage /> },
];

/** Icons its home-menu entries name. */
export const attendanceIcons: Record<string, ComponentType> = { CheckSquareOutlined };
