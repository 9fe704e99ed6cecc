import { BankOutlined, ProjectOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ddStaffRoutes } from './staff/staff-routes.tsx';

const StudyIndexPage = lazy(() => import('./student/study-index-page.tsx').then((m) => ({ default: m.StudyIndexPage })));
const WizardPage = lazy(() => import('./student/wizard-page.tsx').then((m) => ({ default: m.WizardPage })));
const DetailPage = lazy(() => import('./student/detail-page.tsx').then((m) => ({ default: m.DetailPage })));

/**
 * The double degree (MOB-R03, R04) and the wizard of one programme; the spec gives the wizard no
 * route of its own, so it lives under /study with the programme id, which survives a reload.
 */
export const ddRoutes: RouteObject[] = [
  { path: 'study/index', element: <StudyIndexPage /> },
  { path: 'study/apply/:projectId', element: <WizardPage /> },
  { path: 'study/student-degree-details/:id', element: <DetailPage /> },
  ...ddStaffRoutes,
];

/** Icons its home-menu entries name. */
export const ddIcons: Record<string, ComponentType> = { BankOutlined, ProjectOutlined };
