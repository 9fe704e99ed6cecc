import { Role } from '@portal/contracts';
import { joinParts } from '../../platform/domains/module-parts.ts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { attendancePart } from './attendance.part.ts';
import { cataloguePart } from './catalogue.part.ts';
import { classesPart } from './classes.part.ts';
import { classHomeworkPart } from './class-homework.part.ts';
import { gradesPart } from './grades.part.ts';
import { lecturesPart } from './lectures.part.ts';
import { rolloverPart } from './rollover.part.ts';
import { timetablePart } from './timetable.part.ts';
import { termsPart } from './terms.part.ts';
import { trainingPart } from './training.part.ts';
import { seedTeachingCore } from './teaching.seed.ts';
import { teacherClassScopes } from './teacher-scopes.repo.ts';

/**
 * Teaching records (FEATURES §2.3, ACAD): the one teaching model (teaching.tables.ts) and the parts
 * that read it: attendance, the EMBA training plan with homework and class changes, a class's
 * homework on the staff side, lectures, grades, the timetable, the classes and their term rollover. The core seed (terms, courses, classes, enrolments) runs first. A
 * teacher's scope on the roles page is the classes they teach (the core's start_class_teachers).
 */
export const teachingModule: PortalModule = {
  ...joinParts('teaching', [timetablePart, attendancePart, trainingPart, classHomeworkPart, lecturesPart, gradesPart, termsPart, cataloguePart, classesPart, rolloverPart], seedTeachingCore),
  roleScopes: [{ role: Role.teacher, scopesOf: teacherClassScopes }],
  // The class periods, reference data of every installation, the empty one included.
  sql: [new URL('./class-times.reference.sql', import.meta.url)],
};
