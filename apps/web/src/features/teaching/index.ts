import type { FeatureDescriptor } from '../../shared/feature.ts';
import { attendanceIcons, attendanceRoutes } from './attendance/routes.tsx';
import { catalogueIcons, catalogueRoutes } from './catalogue/routes.tsx';
import { classesIcons, classesRoutes } from './classes/routes.tsx';
import { gradesIcons, gradesRoutes } from './grades/routes.tsx';
import { homeworkIcons, homeworkRoutes } from './homework/routes.tsx';
import { lecturesIcons, lecturesRoutes } from './lectures/routes.tsx';
import { termsIcons, termsRoutes } from './terms/routes.tsx';
import { timetableIcons, timetableRoutes } from './timetable/routes.tsx';
import { trainingIcons, trainingRoutes } from './training/routes.tsx';

/**
 * Teaching records: attendance (staff), the EMBA training plan, a class's homework (staff), lectures,
 * grades, the timetable, the school calendar (terms and holidays, staff), the catalogue (programmes,
 * cohorts, courses; staff) and the classes set up by the teaching office.
 * Each part keeps its pages, routes and texts in its own folder (texts: i18n/<lang>/teaching/<part>.json).
 */
export const teachingFeature: FeatureDescriptor = {
  name: 'teaching',
  routes: [...timetableRoutes, ...attendanceRoutes, ...trainingRoutes, ...homeworkRoutes, ...lecturesRoutes, ...gradesRoutes, ...termsRoutes, ...catalogueRoutes, ...classesRoutes],
  icons: { ...timetableIcons, ...attendanceIcons, ...trainingIcons, ...homeworkIcons, ...lecturesIcons, ...gradesIcons, ...termsIcons, ...catalogueIcons, ...classesIcons },
  loadTexts: () => import('./teaching-i18n.ts'),
};
