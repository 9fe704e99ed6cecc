import type { PortalModule } from '../../platform/domains/module.ts';
import { attendancePart } from './attendance.part.ts';
import { gradesPart } from './grades.part.ts';
import { lecturesPart } from './lectures.part.ts';
import { timetablePart } from './timetable.part.ts';
import { trainingPart } from './training.part.ts';
import { seedTeachingCore } from './teaching.seed.ts';

const parts = [timetablePart, attendancePart, trainingPart, lecturesPart, gradesPart];

/**
 * Teaching records (FEATURES §2.3, ACAD): the one teaching model (teaching.tables.ts) and the parts
 * that read it: attendance, the EMBA training plan with homework and class changes, lectures,
 * grades, and the timetable.
 */
export const teachingModule: PortalModule = {
  name: 'teaching',
  routes: parts.flatMap((p) => p.routes ?? []),
  jobs: Object.assign({}, ...parts.map((p) => p.jobs ?? {})),
  pages: parts.flatMap((p) => p.pages ?? []),
  menu: parts.flatMap((p) => p.menu ?? []),
  calendar: parts.flatMap((p) => p.calendar ?? []),
  seed: async (tx, ids, day) => {
    await seedTeachingCore(tx, ids, day);
    for (const part of parts) await part.seed?.(tx, ids, day);
  },
};
