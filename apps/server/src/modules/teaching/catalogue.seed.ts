import type { Queryable } from '../../platform/db/client.ts';
import { programmesFromClasses } from './catalogue.repo.ts';
import { sampleCohortClasses } from './catalogue-samples.ts';
import { classesOfStudents, cohortId, insertCohortClass } from './cohorts.repo.ts';

/**
 * The demo's cohorts are the classes its students carry (users.class_name, with the English name and
 * the programme and entrance year of the first student of each), so the cohorts page shows the classes
 * the other pages name; codes are made per cohort ('MBA2025-01'), except that a class the sample
 * docs/samples/cohorts.xlsx also lists (the demo's years follow the seed day, so some meet) takes the
 * sample's code, so the sample imports on the demo database without a clash. The demo's courses are
 * offered to the programmes of their classes.
 */
export async function seedCatalogue(tx: Queryable): Promise<void> {
  const classes = await classesOfStudents(tx);
  const sampleCode = new Map(sampleCohortClasses.map((c) => [c.nameCn, c.code]));
  const perCohort = new Map<string, number>();
  for (const k of classes.sort((a, b) => a.className.localeCompare(b.className))) {
    const key = `${k.pageType}${k.entranceYear}`;
    const n = (perCohort.get(key) ?? 0) + 1;
    perCohort.set(key, n);
    await insertCohortClass(tx, await cohortId(tx, k.pageType, k.entranceYear), {
      pageType: k.pageType as 'mba', entranceYear: k.entranceYear, code: sampleCode.get(k.className) ?? `${key.toUpperCase()}-${String(n).padStart(2, '0')}`,
      nameCn: k.className, nameEn: k.classNameEn || k.className,
    });
  }
  await programmesFromClasses(tx);
}
