import type { DemoIds, PortalModule } from '../../platform/domains/module.ts';
import type { Queryable } from '../../platform/db/client.ts';

/**
 * One part of the teaching domain (attendance, training, lectures, grades, timetable): what it adds
 * to the module's descriptor. The domain is large, so each part keeps its routes, menu entries,
 * pages, calendar sources and demo data together and `teaching.module.ts` joins them.
 */
export interface ModulePart extends Omit<PortalModule, 'name' | 'seed' | 'sql'> {
  /** Runs after the core seed (terms, courses, start classes, enrolments), in the parts' order. */
  seed?: (tx: Queryable, ids: DemoIds, day: Date) => Promise<void>;
}
