import type { ModulePart } from './teaching-part.ts';

/** The training part of teaching (see README.md). Routes, menu, pages, calendar sources and seed. */
export const trainingPart: ModulePart = {
  routes: [],
};
