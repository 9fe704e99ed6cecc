import type { ModulePart } from './teaching-part.ts';

/** The attendance part of teaching (see README.md). Routes, menu, pages, calendar sources and seed. */
export const attendancePart: ModulePart = {
  routes: [],
};
