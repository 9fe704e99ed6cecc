import type { RouteObject } from 'react-router';

/** The people pages under /admin/people: the list and a person, the import, the roles. */
export const peopleRoutes: RouteObject[] = [];
