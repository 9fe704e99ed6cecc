import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const TeacherDeskPage = lazy(() => import('./teacher-desk-page.tsx').then((m) => ({ default: m.TeacherDeskPage })));

/** The mentors' and supervisors' desk (roles mentor, supervisor; selection.admin sees all). */
export const teacherRoutes: RouteObject[] = [
  { path: 'selection/teacher', element: <TeacherDeskPage /> },
];
