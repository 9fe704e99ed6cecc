import { UserOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const PersonInfoPage = lazy(() => import('./person-info-page.tsx').then((m) => ({ default: m.PersonInfoPage })));

/** PROF-R02: the EMBA and MBA students' personal information. */
export const personalInfoRoutes: RouteObject[] = [
  { path: 'education/person-info', element: <PersonInfoPage /> },
];

/** Icons its home-menu entries name. */
export const personalInfoIcons: Record<string, ComponentType> = { UserOutlined };
