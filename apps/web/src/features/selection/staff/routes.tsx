import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SelectionConsolePage = lazy(() => import('./selection-console-page.tsx').then((m) => ({ default: m.SelectionConsolePage })));
const RoundPage = lazy(() => import('./round-page.tsx').then((m) => ({ default: m.RoundPage })));

/** The staff console (role selection.admin): rounds and schemes, then one round's teachers, students, pairs and matching. */
export const staffRoutes: RouteObject[] = [
  { path: 'admin/selection', element: <SelectionConsolePage /> },
  { path: 'admin/selection/rounds/:id', element: <RoundPage /> },
];
