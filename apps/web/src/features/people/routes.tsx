import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PeopleImportPage = lazy(() => import('./import/people-import-page.tsx').then((m) => ({ default: m.PeopleImportPage })));
const RolesPage = lazy(() => import('./roles/roles-page.tsx').then((m) => ({ default: m.RolesPage })));

/** The people pages under /admin/people: the list and a person, the import, the roles. The pages check the roles, the server every call. */
export const peopleRoutes: RouteObject[] = [
  { path: 'admin/people/import', element: <PeopleImportPage /> },
  { path: 'admin/people/roles', element: <RolesPage /> },
];
