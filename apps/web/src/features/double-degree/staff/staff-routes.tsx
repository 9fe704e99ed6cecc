import type { RouteObject } from 'react-router';

/** Placeholder: the office's console (/admin/double-degree) is built in another branch, whose file replaces this one. */
export const ddStaffRoutes: RouteObject[] = [];
