import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/language-selector.tsx';

/**
 * Bidding routes (FEATURES BID-R01–R06) and the staff console. Every page is a lazy chunk that
 * brings the bidding texts along. The bidding pages and the registration view reload on a language
 * switch (education.md §2), because the course names and the plan name in the route are fixed
 * when the page opens.
 */
const PlanListPage = lazy(() => import('./pages/plan-list-page.tsx').then((m) => ({ default: m.PlanListPage })));
const PointsLogPage = lazy(() => import('./pages/points-log-page.tsx').then((m) => ({ default: m.PointsLogPage })));
const FirstRoundPage = lazy(() => import('./pages/bidding-page.tsx').then((m) => ({ default: m.FirstRoundPage })));
const FirstRoundReviewPage = lazy(() => import('./pages/bidding-page.tsx').then((m) => ({ default: m.FirstRoundReviewPage })));
const AddDropPage = lazy(() => import('./pages/bidding-page.tsx').then((m) => ({ default: m.AddDropPage })));
const RegistrationPage = lazy(() => import('./pages/registration-page.tsx').then((m) => ({ default: m.RegistrationPage })));
const AdminPlanListPage = lazy(() => import('./pages/admin-plan-list-page.tsx').then((m) => ({ default: m.AdminPlanListPage })));
const AdminCoursesPage = lazy(() => import('./pages/admin-courses-page.tsx').then((m) => ({ default: m.AdminCoursesPage })));

const reload: RouteHandle = { langReload: true };

export const biddingRoutes: RouteObject[] = [
  { path: 'education/optional/plane', element: <PlanListPage /> },
  { path: 'education/optional/log', element: <PointsLogPage /> },
  { path: 'education/optional/lesson-primary/:planeName/:planID', element: <FirstRoundPage />, handle: reload },
  { path: 'education/optional/lesson-primary-details/:planeName/:planID', element: <FirstRoundReviewPage />, handle: reload },
  { path: 'education/optional/lesson-return/:planeName/:planID', element: <AddDropPage />, handle: reload },
  { path: 'education/optional/lesson-details/:planID', element: <RegistrationPage />, handle: reload },
  // The console pages check the course.admin role themselves (StaffOnly); the server checks every call.
  { path: 'admin/bidding', element: <AdminPlanListPage /> },
  { path: 'admin/bidding/plans/:planId/courses', element: <AdminCoursesPage /> },
];
