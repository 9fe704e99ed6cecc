import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PeopleListPage = lazy(() => import('./list/people-list-page.tsx').then((m) => ({ default: m.PeopleListPage })));
const PersonNewPage = lazy(() => import('./person/person-new-page.tsx').then((m) => ({ default: m.PersonNewPage })));
const PersonPage = lazy(() => import('./person/person-page.tsx').then((m) => ({ default: m.PersonPage })));
const PeopleImportPage = lazy(() => import('./import/people-import-page.tsx').then((m) => ({ default: m.PeopleImportPage })));

/** The people pages under /admin/people: the list and a person, the import, the roles. The pages check the roles, the server every call. */
export const peopleRoutes: RouteObject[] = [
  { path: 'admin/people', element: <PeopleListPage /> },
  { path: 'admin/people/new', element: <PersonNewPage /> },
  { path: 'admin/people/:id', element: <PersonPage /> },
  { path: 'admin/people/import', element: <PeopleImportPage /> },
];
