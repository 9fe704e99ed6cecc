import type { ModulePart } from './teaching-part.ts';

/** The lectures part of teaching (see README.md). Routes, menu, pages, calendar sources and seed. */
export const lecturesPart: ModulePart = {
  routes: [],
};
