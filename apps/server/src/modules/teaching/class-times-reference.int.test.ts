import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { installedSqlFiles } from '../../app.ts';
import { emptyDatabase } from '../../test/harness.ts';
import { periodsOf } from './slot-periods.ts';
import { classTimes } from './teaching.tables.ts';

/**
 * The class periods are reference data (class-times.reference.sql): a database that was never
 * seeded (SEED=never) has them after the migrations, so a weekly slot finds the periods it falls in
 * (without them saving or importing a class failed with a 500); a second start adds nothing, and a
 * school's own grid is left as it is.
 */
describe('the class periods of an installation', () => {
  it('are installed into an empty database once, and a school\'s own grid is kept', async () => {
    const { handle, drop } = await emptyDatabase();
    try {
      await handle.migrate(installedSqlFiles());
      const periods = await handle.db.select().from(classTimes).orderBy(asc(classTimes.period));
      expect(periods.map((p) => p.period)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(periods[9]).toMatchObject({ name: '第10节', nameEn: 'Period 10', beginTime: '19:00', endTime: '19:45' });
      // A slot of the sample classes, 14:00-16:35, is named by periods 5 to 8.
      expect(periodsOf(periods, '14:00', '16:35')).toEqual({ classStart: 5, classEnd: 8 });

      await handle.migrate(installedSqlFiles());
      expect(await handle.db.$count(classTimes)).toBe(12);

      await handle.db.delete(classTimes);
      await handle.db.insert(classTimes).values([
        { period: 1, name: '上午', nameEn: 'Morning', beginTime: '08:30', endTime: '11:30' },
        { period: 2, name: '下午', nameEn: 'Afternoon', beginTime: '14:00', endTime: '17:00' },
      ]);
      await handle.migrate(installedSqlFiles());
      expect((await handle.db.select().from(classTimes)).map((p) => p.nameEn).sort()).toEqual(['Afternoon', 'Morning']);
    } finally {
      await handle.close();
      await drop();
    }
  });
});
