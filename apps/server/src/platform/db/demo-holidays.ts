import { schoolTime } from '../time/school-zone.ts';

/** A school day: year, month 1-12, day of month. */
export interface Day { y: number; m: number; d: number }

interface HolidayEvent { key: string; title: string; enTitle: string; startsAt: Date; endsAt: Date }

/**
 * The public holidays of the demo school years, on their real dates. The lunar ones come from a
 * table: ICU's Chinese calendar puts the new year of 2027 and 2030 a day off (their new moons fall
 * within minutes of midnight in Beijing), and Qingming is a solar term no library here computes.
 * [Spring Festival, Qingming, Dragon Boat, Mid-Autumn] as 'MM-DD' of each calendar year.
 */
const LUNAR: Record<number, [string, string, string, string]> = {
  2023: ['01-22', '04-05', '06-22', '09-29'],
  2024: ['02-10', '04-04', '06-10', '09-17'],
  2025: ['01-29', '04-04', '05-31', '10-06'],
  2026: ['02-17', '04-05', '06-19', '09-25'],
  2027: ['02-06', '04-05', '06-09', '09-15'],
  2028: ['01-26', '04-04', '05-28', '10-03'],
  2029: ['02-13', '04-04', '06-16', '09-22'],
  2030: ['02-03', '04-05', '06-05', '09-12'],
  2031: ['01-23', '04-05', '06-24', '10-01'],
  2032: ['02-11', '04-04', '06-12', '09-19'],
  2033: ['01-31', '04-04', '06-01', '09-08'],
  2034: ['02-19', '04-05', '06-20', '09-27'],
  2035: ['02-08', '04-05', '06-10', '09-16'],
  2036: ['01-28', '04-04', '05-30', '10-04'],
};

function lunar(year: number, i: 0 | 1 | 2 | 3): Day {
  const row = LUNAR[year];
  // The demo seeds a year either side of today: extend the table before 2035.
  if (!row) throw new Error(`demo holidays: no dates for ${year}; extend LUNAR in demo-holidays.ts`);
  const [m, d] = row[i].split('-').map(Number) as [number, number];
  return { y: year, m, d };
}

const shift = (x: Day, n: number): Day => {
  const u = new Date(Date.UTC(x.y, x.m - 1, x.d + n));
  return { y: u.getUTCFullYear(), m: u.getUTCMonth() + 1, d: u.getUTCDate() };
};

/** A holiday over whole days, from 00:00 on its first day to 23:30 on its last. */
function holiday(key: string, title: string, enTitle: string, first: Day, days: number): HolidayEvent {
  const last = shift(first, days - 1);
  return { key, title, enTitle, startsAt: schoolTime(first.y, first.m, first.d), endsAt: schoolTime(last.y, last.m, last.d, 23, 30) };
}

/** The holidays from September of `y` to August of `y + 1`, and that year's Spring Festival. */
export function holidaysOfSchoolYear(y: number): { springFestival: Day; events: HolidayEvent[] } {
  const springFestival = lunar(y + 1, 0);
  const midAutumn = lunar(y, 3);
  const events = [
    holiday(`${y}-mid-autumn`, '中秋节', 'Mid-Autumn Festival', midAutumn, 1),
    holiday(`${y}-national-day`, '国庆节假期', 'National Day holiday', { y, m: 10, d: 1 }, 7),
    holiday(`${y + 1}-new-year`, '元旦', 'New Year’s Day', { y: y + 1, m: 1, d: 1 }, 1),
    // From New Year's Eve (除夕) to the sixth day of the first month.
    holiday(`${y + 1}-spring-festival`, '春节假期', 'Spring Festival holiday', shift(springFestival, -1), 8),
    holiday(`${y + 1}-qingming`, '清明节', 'Qingming Festival', lunar(y + 1, 1), 1),
    holiday(`${y + 1}-labour-day`, '劳动节假期', 'Labour Day holiday', { y: y + 1, m: 5, d: 1 }, 5),
    holiday(`${y + 1}-dragon-boat`, '端午节', 'Dragon Boat Festival', lunar(y + 1, 2), 1),
  ];
  return { springFestival, events };
}
