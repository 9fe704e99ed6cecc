import { CalendarOutlined, ScheduleOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/language-selector.tsx';

const AppointmentIndexPage = lazy(() => import('./student/appointment-index-page.tsx').then((m) => ({ default: m.AppointmentIndexPage })));
const CounsellorInfoPage = lazy(() => import('./student/counsellor-info-page.tsx').then((m) => ({ default: m.CounsellorInfoPage })));
const QuestionInfoPage = lazy(() => import('./student/question-info-page.tsx').then((m) => ({ default: m.QuestionInfoPage })));
const AppointmentDeskPage = lazy(() => import('./admin/appointment-desk-page.tsx').then((m) => ({ default: m.AppointmentDeskPage })));

/** The spec marks the appointment index lang-reload (BOOK-U01): a language switch reloads it. */
const reload: RouteHandle = { langReload: true };

/** The appointment pages (FEATURES §2.8, BOOK-R01…R03) and the counsellors' desk; the server checks every call. */
export const appointmentRoutes: RouteObject[] = [
  { path: 'appointment/index', element: <AppointmentIndexPage />, handle: reload },
  { path: 'appointment/consultant-info/:id', element: <CounsellorInfoPage /> },
  { path: 'appointment/question-info/:id', element: <QuestionInfoPage /> },
  { path: 'appointment/admin', element: <AppointmentDeskPage /> },
];

/** Icons its home-menu entries name. */
export const appointmentIcons: Record<string, ComponentType> = { CalendarOutlined, ScheduleOutlined };
