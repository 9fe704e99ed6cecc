export * from './attendance.ts';
export * from './training.ts';
export * from './lectures.ts';
export * from './grades.ts';
export * from './timetable.ts';
export * from './terms.ts';
export * from './catalogue.ts';
export * from './cohorts.ts';
