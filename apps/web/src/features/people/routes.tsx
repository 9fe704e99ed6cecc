import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PeopleListPage = lazy(() => import('./list/people-list-page.tsx').then((m) => ({ default: m.PeopleListPage })));
const PersonNewPage = lazy(() => import('./person/person-new-page.tsx').then((m) => ({ default: m.PersonNewPage })));
const PersonPage = lazy(() => import('./person/person-page.tsx').then((m) => ({ default: m.PersonPage })));
const PeopleImportPage = lazy(() => import('./import/people-import-page.tsx').then((m) => ({ default: m.PeopleImportPage })));
const ChangePasswordPage = lazy(() => import('./password/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })));
const SetPasswordPage = lazy(() => import('./password/set-password-page.tsx').then((m) => ({ default: m.SetPasswordPage })));
const RolesPage = lazy(() => import('./roles/roles-page.tsx').then((m) => ({ default: m.RolesPage })));

/** The people pages under /admin/people: the list and a person, the import, the roles. The pages check the roles, the server every call. */
export const peopleRoutes: RouteObject[] = [
  { path: 'admin/people', element: <PeopleListPage /> },
  { path: 'admin/people/new', element: <PersonNewPage /> },
  { path: 'admin/people/:id', element: <PersonPage /> },
  { path: 'admin/people/import', element: <PeopleImportPage /> },
  { path: 'admin/people/roles', element: <RolesPage /> },
  // Every signed-in user's own password; the user menu offers it where local sign-in is on.
  { path: 'account/password', element: <ChangePasswordPage /> },
];

/**
 * The page a one-time password link opens (the address passwordLinkUrl of platform/auth writes):
 * public, since the link is the credential. A route of the people feature, not the shell's, so its
 * texts load with the people texts.
 */
export const peoplePublicRoutes: RouteObject[] = [
  { path: 'set-password', element: <SetPasswordPage /> },
];
