import { BIDDING_WINS_JOB, runBiddingWinsJob } from './teaching-bidding-wins.ts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { timetableCalendar, TIMETABLE_URL } from './timetable-calendar.ts';
import { timetableRoutes } from './timetable.routes.ts';

/** The timetable part of teaching (see README.md): school years, class periods, the student's timetable, classes on the home calendar. */
export const timetablePart: ModulePart = {
  routes: [timetableRoutes],
  jobs: { [BIDDING_WINS_JOB]: runBiddingWinsJob },
  menu: [
    // ACAD-R07 has no route in the spec's table: /education/timetable/index, for the types that have a timetable (ACAD-S09).
    { group: 'teaching', order: 5, title: '课表', enTitle: 'Timetable', icon: 'FieldTimeOutlined', url: TIMETABLE_URL, for: { pageTypes: ['mba', 'emba', 'benyan'] } },
  ],
  calendar: [timetableCalendar],
};
