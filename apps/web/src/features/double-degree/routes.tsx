import type { RouteObject } from 'react-router';
import { ddStaffRoutes } from './staff/staff-routes.tsx';

/** TEMPORARY: the office's console alone; the student side's routes.tsx replaces this at merge. */
export const doubleDegreeRoutes: RouteObject[] = [...ddStaffRoutes];
