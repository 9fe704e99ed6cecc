import { AuditOutlined, SettingOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/language-selector.tsx';

const EvaluationPage = lazy(() => import('./pages/evaluation-page.tsx').then((m) => ({ default: m.EvaluationPage })));
const EvaluationAdminPage = lazy(() => import('./pages/evaluation-admin-page.tsx').then((m) => ({ default: m.EvaluationAdminPage })));

/** The spec marks the page lang-reload (career.md §2.7): a language switch reloads it. */
const reload: RouteHandle = { langReload: true };

/** The evaluation pages of careers (FEATURES §2.5, CAR-R05); the pages check the roles, the server every call. */
export const evaluationRoutes: RouteObject[] = [
  { path: 'professional-evaluation/index', element: <EvaluationPage />, handle: reload },
  // The career office's settings console checks the role itself; the server refuses others anyway.
  { path: 'career/admin/evaluation', element: <EvaluationAdminPage /> },
];

/** Icons its home-menu entries name. */
export const evaluationIcons: Record<string, ComponentType> = { AuditOutlined, SettingOutlined };
