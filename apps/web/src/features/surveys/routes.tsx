import { lazy } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Survey routes (FEATURES SURV-R01…R11) and the staff pages. Every survey-view route of the route
 * table opens the one answering page; their params are named id, type and value throughout.
 */
const FacultySurveyListPage = lazy(() => import('./pages/faculty-survey-list-page.tsx').then((m) => ({ default: m.FacultySurveyListPage })));
const MentorSurveyListPage = lazy(() => import('./pages/mentor-survey-list-page.tsx').then((m) => ({ default: m.MentorSurveyListPage })));
const GraduateSurveyListPage = lazy(() => import('./pages/graduate-survey-list-page.tsx').then((m) => ({ default: m.GraduateSurveyListPage })));
const SurveyAnswerPage = lazy(() => import('./pages/survey-answer-page.tsx').then((m) => ({ default: m.SurveyAnswerPage })));
const AdminSurveyListPage = lazy(() => import('./pages/admin-survey-list-page.tsx').then((m) => ({ default: m.AdminSurveyListPage })));
const SurveyBuilderPage = lazy(() => import('./pages/survey-builder-page.tsx').then((m) => ({ default: m.SurveyBuilderPage })));
const SurveyAssignPage = lazy(() => import('./pages/survey-assign-page.tsx').then((m) => ({ default: m.SurveyAssignPage })));
const TeacherEvaluationsPage = lazy(() => import('./pages/teacher-evaluations-page.tsx').then((m) => ({ default: m.TeacherEvaluationsPage })));
const SurveyResultsPage = lazy(() => import('./pages/survey-results-page.tsx').then((m) => ({ default: m.SurveyResultsPage })));

const answer = <SurveyAnswerPage />;

/** The eleven survey-view routes (selection.md §2.1). */
export const surveyViewPaths = [
  'order-meal/survey/view/:id/:type/:value/:userId?',
  'education/evaluate/survey/view/:id/:value/:userId',
  'education/evaluate/survey_new/view/:id/:type/:value/:userId?',
  'education/selection/alumni/survey/view/:id/:value/:userId/:type?',
  'appointment/view/:id/:value/:userId?',
  'activity/view/:id/:value/:userId',
  'graduate-survey/view/:id/:value/:userId',
  'survey_view/:id/:facultySurveyResultId?/:value?/:userId?',
];

export const surveyRoutes: RouteObject[] = [
  { path: 'education/evaluate/survey', element: <FacultySurveyListPage /> },
  { path: 'education/selection/alumni/excellent', element: <MentorSurveyListPage /> },
  { path: 'graduate-survey/index', element: <GraduateSurveyListPage /> },
  ...surveyViewPaths.map((path) => ({ path, element: answer })),
  // The staff pages check the role themselves; the server checks every call.
  { path: 'admin/surveys', element: <AdminSurveyListPage /> },
  { path: 'admin/surveys/mine', element: <TeacherEvaluationsPage /> },
  { path: 'admin/surveys/:id', element: <SurveyBuilderPage /> },
  { path: 'admin/surveys/:id/assign', element: <SurveyAssignPage /> },
  { path: 'admin/surveys/:id/results', element: <SurveyResultsPage /> },
];
