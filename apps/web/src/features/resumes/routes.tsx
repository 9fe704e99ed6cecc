import { ProfileOutlined, SolutionOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const ResumeListPage = lazy(() => import('./list/resume-list-page.tsx').then((m) => ({ default: m.ResumeListPage })));
const ResumeEditorPage = lazy(() => import('./editor/resume-editor-page.tsx').then((m) => ({ default: m.ResumeEditorPage })));
const ManualPage = lazy(() => import('./manual/manual-page.tsx').then((m) => ({ default: m.ManualPage })));
const ReviewQueuePage = lazy(() => import('./review/review-queue-page.tsx').then((m) => ({ default: m.ReviewQueuePage })));
const ReviewDetailPage = lazy(() => import('./review/review-detail-page.tsx').then((m) => ({ default: m.ReviewDetailPage })));

/** The resume pages (FEATURES §2.6, RES-R01…R04) and the career office's review; the server checks every call. */
export const resumeRoutes: RouteObject[] = [
  { path: 'resume/index', element: <ResumeListPage /> },
  { path: 'resume/resumeCN/:id', element: <ResumeEditorPage lang="cn" /> },
  { path: 'resume/resumeEN/:id', element: <ResumeEditorPage lang="en" /> },
  { path: 'resume/manual/:id', element: <ManualPage /> },
  { path: 'career/admin/resumes', element: <ReviewQueuePage /> },
  { path: 'career/admin/resumes/:id', element: <ReviewDetailPage /> },
];

/** Icons its home-menu entries name. */
export const resumeIcons: Record<string, ComponentType> = { ProfileOutlined, SolutionOutlined };
