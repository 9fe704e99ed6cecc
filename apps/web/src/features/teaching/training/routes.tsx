import { ScheduleOutlined, SwapOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const TrainingPlanPage = lazy(() => import('./pages/training-plan-page.tsx').then((m) => ({ default: m.TrainingPlanPage })));
const ClassChangeReviewPage = lazy(() => import('./pages/class-change-review-page.tsx').then((m) => ({ default: m.ClassChangeReviewPage })));

/** The training pages of teaching records (FEATURES §2.3, ACAD-R03) and the staff review of class changes. */
export const trainingRoutes: RouteObject[] = [
  { path: 'education/training/plan', element: <TrainingPlanPage /> },
  // The page checks the role itself; the server checks every call.
  { path: 'education/training/changes', element: <ClassChangeReviewPage /> },
];

/** Icons its home-menu entries name. */
export const trainingIcons: Record<string, ComponentType> = { ScheduleOutlined, SwapOutlined };
