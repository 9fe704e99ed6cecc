import { ReadOutlined, SolutionOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const MentorIndexPage = lazy(() => import('./pages/mentor-index-page.tsx').then((m) => ({ default: m.MentorIndexPage })));
const MentorListPage = lazy(() => import('./pages/mentor-list-page.tsx').then((m) => ({ default: m.MentorListPage })));
const SupervisorIndexPage = lazy(() => import('./pages/supervisor-index-page.tsx').then((m) => ({ default: m.SupervisorIndexPage })));
const SupervisorDetailPage = lazy(() => import('./pages/supervisor-detail-page.tsx').then((m) => ({ default: m.SupervisorDetailPage })));

/**
 * The students' selection pages (SEL-R01…R05) and the lists beneath them: a round's mentors under
 * its mentor page, a scheme's supervisors under the paper pages (the page type is checked there).
 */
export const studentSelectionRoutes: RouteObject[] = [
  { path: 'education/selection/alumni/mba', element: <MentorIndexPage pageType="mbaxy" /> },
  { path: 'education/selection/alumni/mba/:selectionId', element: <MentorListPage pageType="mbaxy" /> },
  { path: 'education/selection/benyan-industry', element: <MentorIndexPage pageType="benyan" /> },
  { path: 'education/selection/benyan-industry/:selectionId', element: <MentorListPage pageType="benyan" /> },
  { path: 'education/selection/paper/benyan', element: <SupervisorIndexPage pageType="benyan" /> },
  { path: 'education/selection/paper/mba', element: <SupervisorIndexPage pageType="mba" /> },
  { path: 'education/selection/paper/emba', element: <SupervisorIndexPage pageType="emba" /> },
  { path: 'education/selection/paper/:pageType/:selectionId', element: <SupervisorDetailPage /> },
];

/** Icons the students' home-menu tiles name (selection.menu.ts). */
export const studentSelectionIcons: Record<string, ComponentType> = { ReadOutlined, SolutionOutlined, UsergroupAddOutlined };
