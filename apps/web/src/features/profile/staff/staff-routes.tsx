import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ProfilesStaffPage = lazy(() => import('./profiles-staff-page.tsx').then((m) => ({ default: m.ProfilesStaffPage })));
const StaffProfileView = lazy(() => import('./staff-profile-view.tsx').then((m) => ({ default: m.StaffProfileView })));

/**
 * The student affairs office's console (role student.affairs, and administrators). Guarded as
 * /admin/double-degree is: behind the app's route guard, the page rule of the server module and
 * the role check on every call; the pages' StaffGuard says so at once when the user lacks the role.
 */
export const profileStaffRoutes: RouteObject[] = [
  { path: 'admin/profiles', element: <ProfilesStaffPage /> },
  { path: 'admin/profiles/:studentId', element: <StaffProfileView /> },
];
