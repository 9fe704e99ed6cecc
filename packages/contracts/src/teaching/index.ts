export * from './attendance.ts';
export * from './training.ts';
export * from './lectures.ts';
export * from './grades.ts';
export * from './timetable.ts';
export * from './class-homework.ts';
