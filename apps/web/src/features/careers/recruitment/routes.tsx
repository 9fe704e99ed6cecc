import { BankOutlined, FileDoneOutlined, ShopOutlined, SolutionOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const RecruitListPage = lazy(() => import('./pages/recruit-list-page.tsx').then((m) => ({ default: m.RecruitListPage })));
const PositionDetailPage = lazy(() => import('./pages/position-detail-page.tsx').then((m) => ({ default: m.PositionDetailPage })));
const EmployerDetailPage = lazy(() => import('./pages/employer-detail-page.tsx').then((m) => ({ default: m.EmployerDetailPage })));
const PositionAdminPage = lazy(() => import('./pages/position-admin-page.tsx').then((m) => ({ default: m.PositionAdminPage })));
const MyApplicationsPage = lazy(() => import('./pages/my-applications-page.tsx').then((m) => ({ default: m.MyApplicationsPage })));
const PositionApplicantsPage = lazy(() => import('./pages/position-applicants-page.tsx').then((m) => ({ default: m.PositionApplicantsPage })));
const EmployerAdminPage = lazy(() => import('./pages/employer-admin-page.tsx').then((m) => ({ default: m.EmployerAdminPage })));

/** The recruitment pages of careers (FEATURES §2.5, CAR-R01..R03) and the office's console; the pages check the roles, the server every call. */
export const recruitmentRoutes: RouteObject[] = [
  { path: 'recruit/index', element: <RecruitListPage /> },
  { path: 'recruit/recruit-info/:id', element: <PositionDetailPage /> },
  { path: 'recruit/bussiness-info/:id', element: <EmployerDetailPage /> },
  { path: 'career/admin/positions', element: <PositionAdminPage /> },
  { path: 'career/admin/employers', element: <EmployerAdminPage /> },
  { path: 'career/applications', element: <MyApplicationsPage /> },
  { path: 'career/admin/positions/:id/applicants', element: <PositionApplicantsPage /> },
];

/** Icons its home-menu entries name. */
export const recruitmentIcons: Record<string, ComponentType> = { ShopOutlined, SolutionOutlined, BankOutlined, FileDoneOutlined };
