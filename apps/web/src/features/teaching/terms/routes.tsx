import { CalendarOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const TermsAdminPage = lazy(() => import('./pages/terms-admin-page.tsx').then((m) => ({ default: m.TermsAdminPage })));

/** The school calendar's staff page (issue 27): terms by school year with their weeks and holidays. */
export const termsRoutes: RouteObject[] = [
  // The page checks the role itself; the server checks every call.
  { path: 'admin/teaching/terms', element: <TermsAdminPage /> },
];

/** Icons its home-menu entries name. */
export const termsIcons: Record<string, ComponentType> = { CalendarOutlined };
