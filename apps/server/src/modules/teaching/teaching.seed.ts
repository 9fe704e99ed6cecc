import type { Queryable } from '../../platform/db/client.ts';
import type { DemoIds } from '../../platform/domains/module.ts';

/** The core demo data: terms, class times, courses, start classes, their times and enrolments. */
export async function seedTeachingCore(_tx: Queryable, _ids: DemoIds, _day: Date): Promise<void> {
  // Filled in by the core seed (issue 10).
}
