import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { termRolloverRoutes } from './term-rollover.routes.ts';

/** The term rollover part of teaching (README 'Rollover'): a term's classes copied into another term, previewed then confirmed. */
export const rolloverPart: ModulePart = {
  routes: [termRolloverRoutes],
};
