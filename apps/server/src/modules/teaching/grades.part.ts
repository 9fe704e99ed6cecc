import type { ModulePart } from './teaching-part.ts';

/** The grades part of teaching (see README.md). Routes, menu, pages, calendar sources and seed. */
export const gradesPart: ModulePart = {
  routes: [],
};
