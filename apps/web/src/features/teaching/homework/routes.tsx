import { FolderOpenOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const TeacherHomeworkClassesPage = lazy(() => import('./pages/homework-classes-page.tsx').then((m) => ({ default: m.TeacherHomeworkClassesPage })));
const AdminHomeworkClassesPage = lazy(() => import('./pages/homework-classes-page.tsx').then((m) => ({ default: m.AdminHomeworkClassesPage })));
const TeacherClassHomeworkPage = lazy(() => import('./pages/class-homework-page.tsx').then((m) => ({ default: m.TeacherClassHomeworkPage })));
const AdminClassHomeworkPage = lazy(() => import('./pages/class-homework-page.tsx').then((m) => ({ default: m.AdminClassHomeworkPage })));

/** A class's homework (issue 27): the teacher's pages and the teaching office's. The pages check the roles, the server every call. */
export const homeworkRoutes: RouteObject[] = [
  { path: 'teaching/classes', element: <TeacherHomeworkClassesPage /> },
  { path: 'teaching/classes/:id/homework', element: <TeacherClassHomeworkPage /> },
  { path: 'admin/teaching/homework', element: <AdminHomeworkClassesPage /> },
  { path: 'admin/teaching/classes/:id/homework', element: <AdminClassHomeworkPage /> },
];

/** Icons its home-menu entries name. */
export const homeworkIcons: Record<string, ComponentType> = { FolderOpenOutlined };
