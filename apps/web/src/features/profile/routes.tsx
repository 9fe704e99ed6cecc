import { IdcardOutlined, SolutionOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { profileStaffRoutes } from './staff/staff-routes.tsx';

const ProfilePage = lazy(() => import('./student/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));

/** The student profile area (PROF-R01); the section shown is kept in `?section=`, so a reload stays on it. */
export const profileRoutes: RouteObject[] = [
  { path: 'student-info/index', element: <ProfilePage /> },
  ...profileStaffRoutes,
];

/** Icons its home-menu entries name. */
export const profileIcons: Record<string, ComponentType> = { IdcardOutlined, SolutionOutlined };
