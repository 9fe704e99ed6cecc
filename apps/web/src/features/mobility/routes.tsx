import { FlagOutlined, GlobalOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const StudyTripPage = lazy(() => import('./student/study-trip-page.tsx').then((m) => ({ default: m.StudyTripPage })));
const ProjectListPage = lazy(() => import('./student/project-list-page.tsx').then((m) => ({ default: m.ProjectListPage })));
const MobilityAdminPage = lazy(() => import('./admin/mobility-admin-page.tsx').then((m) => ({ default: m.MobilityAdminPage })));

/** The study trip and visiting projects (MOB-R01, R02) and the office's console; the server checks every call. */
export const mobilityRoutes: RouteObject[] = [
  { path: 'visiting-scholar', element: <StudyTripPage /> },
  { path: 'visiting-scholar/index', element: <StudyTripPage /> },
  { path: 'visiting-scholar/list/:id', element: <ProjectListPage /> },
  { path: 'admin/mobility', element: <MobilityAdminPage /> },
];

/** Icons its home-menu entries name. */
export const mobilityIcons: Record<string, ComponentType> = { GlobalOutlined, FlagOutlined };
