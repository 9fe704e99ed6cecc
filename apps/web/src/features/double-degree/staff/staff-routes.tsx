import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DdStaffPage = lazy(() => import('./dd-staff-page.tsx').then((m) => ({ default: m.DdStaffPage })));

/**
 * The office's double-degree console. Guarded as /admin/mobility is: behind the app's route guard,
 * the page rule of the server module (role mobility.admin) and the role check on every call.
 */
export const ddStaffRoutes: RouteObject[] = [
  { path: 'admin/double-degree', element: <DdStaffPage /> },
];
