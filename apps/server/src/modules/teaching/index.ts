/** The teaching module's public entry: what other modules may use of it. */
export { teachingModule } from './teaching.module.ts';
export { recentStartClasses, startClassAudience, type StartClassAudience, type StartClassOption } from './teaching-audience.repo.ts';
export { classDaysOf } from './class-days.ts';
export { holidaysOfTerms, termKeyOf } from './term-calendar.repo.ts';
export { slotDates, type HolidayMap, type WeeklySlot } from './teaching-weeks.ts';
export { cohortClassesNamed } from './cohorts.repo.ts';
export { termBeganSql } from './term-began.repo.ts';
