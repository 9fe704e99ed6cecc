import type { ClassTimeItem, SchoolTermItem, SchoolYearItem } from '@portal/contracts';

/** ACAD-S09: benyan and MBA have a calendar and a list of weekly classes, EMBA a list of dated sessions, other types none. */
export type TimetableMode = 'weekly' | 'dated';
export function timetableMode(pageType: string | null | undefined): TimetableMode | null {
  if (pageType === 'mba' || pageType === 'benyan') return 'weekly';
  return pageType === 'emba' ? 'dated' : null;
}

/** The months ('YYYY-MM') a term runs in, from its first to its last day. */
export function monthsOf(term: Pick<SchoolTermItem, 'termBeginDate' | 'termEndDate'>): string[] {
  const out: string[] = [];
  let [y, m] = term.termBeginDate.split('-').map(Number) as [number, number];
  const last = term.termEndDate.slice(0, 7);
  for (let guard = 0; guard < 24; guard += 1) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    out.push(ym);
    if (ym >= last) break;
    m += 1;
    if (m > 12) { m = 1; y += 1; }
  }
  return out;
}

/** The current school year and term, or the newest year's first term when none is current. */
export function defaultSelection(years: SchoolYearItem[]): { year: number; term: number; month: string } | null {
  const year = years.find((y) => y.isCurSchoolYear) ?? years[0];
  if (!year) return null;
  const term = year.termList.find((x) => x.isCurTerm) ?? year.termList[0];
  if (!term) return null;
  return { year: year.schoolYear, term: term.termValue, month: term.curMonth };
}

/** The class-time legend: the first 4 periods, the next 5, and the rest (ACAD-U10). */
export function legendGroups(times: ClassTimeItem[]): ClassTimeItem[][] {
  return [times.slice(0, 4), times.slice(4, 9), times.slice(9)].filter((g) => g.length > 0);
}

/** A calendar day shows at most this many courses; the rest open in a 'view more' popover. */
export const DAY_CELL_LIMIT = 2;
