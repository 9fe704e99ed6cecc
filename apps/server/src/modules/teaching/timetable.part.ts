import type { ModulePart } from './teaching-part.ts';

/** The timetable part of teaching (see README.md). Routes, menu, pages, calendar sources and seed. */
export const timetablePart: ModulePart = {
  routes: [],
};
