import type { FeatureDescriptor } from '../../shared/feature.ts';
import { attendanceIcons, attendanceRoutes } from './attendance/routes.tsx';
import { gradesIcons, gradesRoutes } from './grades/routes.tsx';
import { homeworkIcons, homeworkRoutes } from './homework/routes.tsx';
import { lecturesIcons, lecturesRoutes } from './lectures/routes.tsx';
import { timetableIcons, timetableRoutes } from './timetable/routes.tsx';
import { trainingIcons, trainingRoutes } from './training/routes.tsx';

/**
 * Teaching records: attendance (staff), the EMBA training plan, a class's homework (staff), lectures,
 * grades and the timetable.
 * Each part keeps its pages, routes and texts in its own folder (texts: i18n/<lang>/teaching/<part>.json).
 */
export const teachingFeature: FeatureDescriptor = {
  name: 'teaching',
  routes: [...timetableRoutes, ...attendanceRoutes, ...trainingRoutes, ...homeworkRoutes, ...lecturesRoutes, ...gradesRoutes],
  icons: { ...timetableIcons, ...attendanceIcons, ...trainingIcons, ...homeworkIcons, ...lecturesIcons, ...gradesIcons },
  loadTexts: () => import('./teaching-i18n.ts'),
};
