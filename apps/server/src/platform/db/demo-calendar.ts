import { schoolClock, schoolDate, schoolTime } from '../time/school-zone.ts';
import { holidaysOfSchoolYear, type Day } from './demo-holidays.ts';

/**
 * The demo school year, one pure function of the seed day: every seed (plans, notices, the school
 * calendar, surveys) reads its dates from here, so the bid window of a plan, the calendar entry and
 * the notice announcing it are the same values, terms are named for the months they run in and
 * holidays fall on their real dates whatever day the demo is first seeded. All times are whole or
 * half hours in Beijing.
 */

export type { Day } from './demo-holidays.ts';

/** 1 autumn (Sept-Jan), 2 winter break (Jan-Feb), 3 spring (Feb-Jun), 4 summer (Jul-Aug): the plan's `term`. */
export type TermNo = 1 | 2 | 3 | 4;

export interface DemoTerm {
  schoolYear: string;
  term: TermNo;
  /** '2026-2027 秋季' / 'Autumn 2026-2027'; summer is named for its calendar year, '2027 夏季'. */
  name: string;
  nameEn: string;
  /** First day and the day after the last, as school days. */
  first: Day;
  next: Day;
  /** 00:00 at the school on the first day, and on the day after the last. */
  start: Date;
  end: Date;
}

export interface BidWindows { firstBegin: Date; firstEnd: Date; secondBegin: Date; secondEnd: Date }

/** The demo plans, by the state the e2e and the demo walk through. */
export type PlanRole = 'open' | 'addDrop' | 'published' | 'ended' | 'planning';

export interface DemoPlanSlot { role: PlanRole; term: DemoTerm; windows: BidWindows; createdAt: Date }

export interface DemoEvent {
  key: string;
  title: string;
  enTitle: string;
  startsAt: Date;
  endsAt: Date;
  pageType?: 'mba' | 'emba' | 'benyan';
}

export interface DemoCalendar {
  /** The school day of seeding. */
  today: Day;
  /** hh:mm at the school `days` after the seed day. */
  at(days: number, hour?: number, minute?: number): Date;
  /** School year in which the seed day falls, e.g. 2026 for 2026-2027 (it turns on 1 September). */
  schoolYear: number;
  terms: DemoTerm[];
  plans: Record<PlanRole, DemoPlanSlot>;
  holidays: DemoEvent[];
  events: DemoEvent[];
  /** When the demo accounts were opened: before anything else the seed dates. */
  accountsOpened: Date;
}

const DAY_MS = 86_400_000;
const dayOf = (y: number, m: number, d: number): Day => {
  const u = new Date(Date.UTC(y, m - 1, d));
  return { y: u.getUTCFullYear(), m: u.getUTCMonth() + 1, d: u.getUTCDate() };
};
export const addDays = (x: Day, n: number): Day => dayOf(x.y, x.m, x.d + n);
const ordinal = (x: Day) => Date.UTC(x.y, x.m - 1, x.d) / DAY_MS;
const weekday = (x: Day) => new Date(Date.UTC(x.y, x.m - 1, x.d)).getUTCDay();
const mondayFrom = (x: Day) => addDays(x, (8 - weekday(x)) % 7);
const later = (a: Day, b: Day) => (ordinal(a) >= ordinal(b) ? a : b);
/** hh:mm at the school on a school day. */
export const on = (x: Day, hour = 0, minute = 0): Date => schoolTime(x.y, x.m, x.d, hour, minute);

/**
 * Every term starts on a Monday and runs whole weeks, each where the one before ends, so the
 * terms are the school calendar's data (first day and number of weeks, teaching.terms) with no
 * gap between them and one term current on every day.
 */
function termsOf(y: number, springFestival: Day): DemoTerm[] {
  const sy = `${y}-${y + 1}`;
  // Autumn: 19 weeks from the first Monday of September, so it ends in January, before Spring Festival.
  const autumn = mondayFrom(dayOf(y, 9, 1));
  const winter = addDays(autumn, 19 * 7);
  // Spring: the Monday a week after Spring Festival and not before 20 February, kept in February.
  const springMonday = mondayFrom(later(dayOf(y + 1, 2, 20), addDays(springFestival, 8)));
  const spring = springMonday.m === 2 ? springMonday : addDays(springMonday, -7);
  // Summer: from the Monday on or before 1 July (spring ends in June) to the next autumn's first Monday.
  const summer = addDays(mondayFrom(dayOf(y + 1, 7, 1)), weekday(dayOf(y + 1, 7, 1)) === 1 ? 0 : -7);
  const nextAutumn = mondayFrom(dayOf(y + 1, 9, 1));
  const make = (term: TermNo, name: string, nameEn: string, first: Day, next: Day): DemoTerm =>
    ({ schoolYear: sy, term, name, nameEn, first, next, start: on(first), end: on(next) });
  return [
    make(1, `${sy} 秋季`, `Autumn ${sy}`, autumn, winter),
    make(2, `${sy} 冬季`, `Winter ${sy}`, winter, spring),
    make(3, `${sy} 春季`, `Spring ${sy}`, spring, summer),
    make(4, `${y + 1} 夏季`, `Summer ${y + 1}`, summer, nextAutumn),
  ];
}

const dayOfInstant = (d: Date): Day => {
  const [y, m, dd] = schoolDate(d).split('-').map(Number) as [number, number, number];
  return { y, m, d: dd };
};

/**
 * The demo calendar as seen on the school day of `now`. Plans whose rounds run around today bid for
 * terms that start after their last round; plans already over bid for the current and the
 * previous term, their rounds in the weeks before those terms began.
 */
export function demoCalendar(now: Date): DemoCalendar {
  const today = dayOfInstant(now);
  const at = (days: number, hour = 9, minute = 0) => on(addDays(today, days), hour, minute);
  const schoolYear = today.m >= 9 ? today.y : today.y - 1;
  const years = [schoolYear - 1, schoolYear, schoolYear + 1];
  const holidaysByYear = years.map((y) => holidaysOfSchoolYear(y));
  const terms = years.flatMap((y, i) => termsOf(y, holidaysByYear[i]!.springFestival));

  const used = new Set<DemoTerm>();
  const firstStartingAfter = (instant: Date) => {
    const t = terms.find((x) => x.start >= instant && !used.has(x))!;
    used.add(t);
    return t;
  };
  const slot = (role: PlanRole, term: DemoTerm, windows: BidWindows): DemoPlanSlot =>
    ({ role, term, windows, createdAt: new Date(windows.firstBegin.getTime() - 14 * DAY_MS) });
  const around = (o: [number, number, number, number]): BidWindows =>
    ({ firstBegin: at(o[0]), firstEnd: at(o[1]), secondBegin: at(o[2]), secondEnd: at(o[3]) });
  /** Rounds in the four weeks before a term starts, for plans already over. */
  const before = (term: DemoTerm): BidWindows => ({
    firstBegin: on(addDays(term.first, -28), 9), firstEnd: on(addDays(term.first, -21), 9),
    secondBegin: on(addDays(term.first, -17), 9), secondEnd: on(addDays(term.first, -14), 9),
  });

  // The current term (its rounds, a fortnight before it, already over) and the one before it.
  const currentIndex = terms.findLastIndex((x) => ordinal(x.first) - 14 < ordinal(today));
  const current = terms[currentIndex]!;
  const previous = terms[currentIndex - 1]!;
  used.add(current);
  const published = slot('published', current, before(current));
  const ended = slot('ended', previous, before(previous));
  const addDropWindows = around([-20, -10, -2, 3]);
  const addDrop = slot('addDrop', firstStartingAfter(addDropWindows.secondEnd), addDropWindows);
  const openWindows = around([-1, 6, 8, 12]);
  const open = slot('open', firstStartingAfter(openWindows.secondEnd), openWindows);
  const planningWindows = around([30, 37, 40, 44]);
  const planning = slot('planning', firstStartingAfter(planningWindows.secondEnd), planningWindows);
  const plans = { open, addDrop, published, ended, planning };

  const holidays = holidaysByYear.flatMap((h) => h.events);
  const events = [...holidays, ...bidEvents(plans), ...termEvents(terms)].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { today, at, schoolYear, terms, plans, holidays, events, accountsOpened: on(dayOf(schoolYear - 2, 8, 20), 9) };
}

/**
 * 09:00 on the day `days` after the latest event whose key ends in `-${suffix}`, among those for
 * which that moment is not after `limit`: a notice about National Day goes out the week before the
 * last National Day, whatever the seed day.
 */
export function beforeLatest(cal: DemoCalendar, suffix: string, days: number, limit: Date): Date | null {
  const times = cal.events.filter((e) => e.key.endsWith(`-${suffix}`))
    .map((e) => on(addDays(dayOfInstant(e.startsAt), days), 9)).filter((t) => t <= limit);
  return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
}

/** The demo plans' names, from the term of their slot: '2026-2027 春季 MBA 选修课', 'MBA electives, spring 2026-2027'. */
export function demoPlanNames(slot: DemoPlanSlot, label: string): { name: string; en: string } {
  const t = slot.term;
  return { name: `${t.name} ${label} 选修课`, en: `${label} electives, ${t.nameEn.charAt(0).toLowerCase()}${t.nameEn.slice(1)}` };
}

/** 'YYYY 年 M 月 D 日 HH:mm', as the notices quote a window. */
export function zhInstant(d: Date): string {
  const [date, time] = [schoolDate(d), schoolClock(d)];
  const [y, m, dd] = date.split('-').map(Number);
  return `${y} 年 ${m} 月 ${dd} 日 ${time}`;
}

/** 'D Mon YYYY, HH:mm', the English notices' form of the same instant. */
export function enInstant(d: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(d).replace(' at ', ', ');
}

function bidEvents(plans: Record<PlanRole, DemoPlanSlot>): DemoEvent[] {
  return Object.values(plans).flatMap(({ role, term, windows: w }) => [
    { key: `bid-${role}-1`, title: `${term.name}选课竞价第一轮`, enTitle: `Course bidding round 1, ${term.nameEn}`, startsAt: w.firstBegin, endsAt: w.firstEnd },
    { key: `bid-${role}-2`, title: `${term.name}选课竞价第二轮（补退选）`, enTitle: `Course bidding round 2 (add/drop), ${term.nameEn}`, startsAt: w.secondBegin, endsAt: w.secondEnd },
  ]);
}

/** An event over whole days, shown from 08:00 on its first day to 18:00 on its last. */
export const daysEvent = (key: string, title: string, enTitle: string, first: Day, days: number, pageType?: DemoEvent['pageType']): DemoEvent =>
  ({ key, title, enTitle, startsAt: on(first, 8), endsAt: on(addDays(first, days - 1), 18), ...(pageType ? { pageType } : {}) });

/** Term milestones: registration, first classes, exams, evaluations, programme events. */
function termEvents(terms: DemoTerm[]): DemoEvent[] {
  return terms.flatMap((t) => {
    const k = `${t.schoolYear}-${t.term}`;
    const lastWeek = addDays(t.next, -7);
    const common = [
      daysEvent(`${k}-registration`, `${t.name}学期注册`, `Registration, ${t.nameEn}`, addDays(t.first, -2), 2),
      daysEvent(`${k}-classes`, `${t.name}学期开课`, `Classes begin, ${t.nameEn}`, t.first, 1),
    ];
    if (t.term === 2 || t.term === 4) return common;
    const evaluations = daysEvent(`${k}-evaluations`, `${t.name}课程教学评估`, `Course evaluations, ${t.nameEn}`, addDays(t.next, -21), 14);
    const exams = daysEvent(`${k}-finals`, `${t.name}期末考试周`, `Final exam week, ${t.nameEn}`, lastWeek, 5);
    const midterms = daysEvent(`${k}-midterms`, `${t.name}期中考试周`, `Mid-term exam week, ${t.nameEn}`, addDays(t.first, 8 * 7), 5);
    const modules = [0, 1, 2, 3].map((i) => daysEvent(`${k}-emba-${i}`, `EMBA ${t.name}模块 ${i + 1}`, `EMBA module ${i + 1}, ${t.nameEn}`, addDays(t.first, 4 + 28 * i), 3, 'emba'));
    const programme = t.term === 1
      ? [
          daysEvent(`${k}-orientation`, 'MBA 新生入学教育', 'MBA orientation', addDays(t.first, -7), 5, 'mba'),
          daysEvent(`${k}-fair`, '秋季综合招聘会', 'Autumn career fair', addDays(t.first, 6 * 7 + 2), 1),
        ]
      : [
          daysEvent(`${k}-fair`, '春季综合招聘会', 'Spring career fair', addDays(t.first, 3 * 7 + 2), 1),
          daysEvent(`${k}-action`, 'MBA 行动学习项目启动会', 'MBA action learning kick-off', addDays(t.first, 7), 1, 'mba'),
          daysEvent(`${k}-defences`, '学位论文答辩', 'Thesis defences', addDays(t.next, -35), 10),
          daysEvent(`${k}-graduation`, '毕业典礼暨学位授予仪式', 'Graduation and degree conferral ceremony', addDays(t.next, -4), 1),
        ];
    return [...common, midterms, evaluations, exams, ...modules, ...programme];
  });
}
