import type { DemoCourseNumber } from '../../platform/db/demo-faculty.ts';

/**
 * What the core teaching seed creates (README.md '## Demo data'), as data: the start classes of the demo students' classes in the current term and in the two main terms
 * (autumn, spring) before it. teaching.seed.ts turns it into rows.
 */

/**
 * Which term of the demo a class is taught in: the current one, the one or two main terms before,
 * or the previous term's counterpart a school year earlier (so results span two school years).
 */
export type DemoWhen = 'current' | 'previous' | 'earlier' | 'oldest';
export type DemoPageType = 'mba' | 'benyan' | 'emba';

export interface ClassSeed {
  course: DemoCourseNumber;
  courseType: 11 | 12;
  credit: number;
  pageType: DemoPageType;
  when: DemoWhen;
  /** The demo student's class ('own'), or the parallel class of the same cohort ('other'). */
  klass?: 'own' | 'other';
  venue: string;
  venueEn: string;
  /** Weekly slots [weekday 1-7, first period, last period] (benyan, MBA). */
  slots?: [number, number, number][];
  /** EMBA: meets on the weekends of the weeks where week % 2 === parity, Saturday or Sunday. */
  weekends?: { parity: 0 | 1; day: 6 | 7 };
  capacity: number;
  /** Homework deadline: the end (exclusive, 00:00 next day) of the day this many days from the seed day (EMBA). */
  homeworkInDays?: number;
  /** The demo student's workAttendanceType on this class (1 fail, 2 pass). */
  attendanceType?: 1 | 2;
  /** The demo student's result, when the class is over; classmates get scores around it. */
  score?: number;
}

const weilun = (room: string): [string, string] => [`伟伦楼 ${room}`, `Weilun Building ${room}`];
const shunde = (room: string): [string, string] => [`舜德楼 ${room}`, `Shunde Building ${room}`];
const emba = (room: string): [string, string] => [`经管学院 EMBA 中心 ${room}`, `SEM EMBA Centre ${room}`];
const at = ([venue, venueEn]: [string, string]) => ({ venue, venueEn });

export const demoClasses: ClassSeed[] = [
  // mba01: core courses on weekday evenings and Saturday; teacher01 teaches MBA5003 now and MBA5001 last term.
  { course: 'MBA5003', courseType: 11, credit: 2, pageType: 'mba', when: 'current', ...at(weilun('101')), slots: [[2, 10, 12]], capacity: 60 },
  { course: 'MBA5004', courseType: 11, credit: 2, pageType: 'mba', when: 'current', ...at(weilun('102')), slots: [[4, 10, 12]], capacity: 60 },
  { course: 'MBA5005', courseType: 11, credit: 3, pageType: 'mba', when: 'current', ...at(weilun('201')), slots: [[6, 1, 4]], capacity: 60 },
  { course: 'MBA6107', courseType: 12, credit: 1, pageType: 'mba', when: 'current', ...at(weilun('402')), slots: [[6, 5, 8]], capacity: 40 },
  { course: 'MBA5001', courseType: 11, credit: 3, pageType: 'mba', when: 'previous', ...at(weilun('101')), slots: [[2, 10, 12]], capacity: 60, score: 88 },
  { course: 'MBA5002', courseType: 11, credit: 3, pageType: 'mba', when: 'previous', ...at(weilun('102')), slots: [[4, 10, 12]], capacity: 60, score: 91 },
  { course: 'MBA6102', courseType: 12, credit: 2, pageType: 'mba', when: 'earlier', ...at(weilun('302')), slots: [[6, 1, 4]], capacity: 40, score: 84 },
  { course: 'MBA6103', courseType: 12, credit: 2, pageType: 'mba', when: 'oldest', ...at(weilun('303')), slots: [[3, 10, 12]], capacity: 40, score: 87 },
  // benyan01: daytime classes; Wednesday has three courses (the calendar's 'view more').
  { course: 'ECON2101', courseType: 11, credit: 3, pageType: 'benyan', when: 'current', ...at(shunde('101')), slots: [[1, 1, 2], [3, 3, 4]], capacity: 40 },
  { course: 'ECON2102', courseType: 11, credit: 3, pageType: 'benyan', when: 'current', ...at(shunde('102')), slots: [[2, 3, 4], [3, 5, 6]], capacity: 40 },
  { course: 'FIN2103', courseType: 12, credit: 2, pageType: 'benyan', when: 'current', ...at(shunde('201')), slots: [[3, 7, 8], [5, 1, 2]], capacity: 40 },
  { course: 'MATH2104', courseType: 11, credit: 3, pageType: 'benyan', when: 'current', ...at(shunde('202')), slots: [[4, 5, 7]], capacity: 40 },
  { course: 'ECON1101', courseType: 11, credit: 3, pageType: 'benyan', when: 'previous', ...at(shunde('101')), slots: [[1, 1, 2]], capacity: 40, score: 86 },
  { course: 'MGT1102', courseType: 11, credit: 2, pageType: 'benyan', when: 'previous', ...at(shunde('102')), slots: [[3, 5, 6]], capacity: 40, score: 79 },
  { course: 'FIN1103', courseType: 11, credit: 2, pageType: 'benyan', when: 'earlier', ...at(shunde('201')), slots: [[2, 1, 2]], capacity: 40, score: 55 },
  { course: 'MATH1104', courseType: 11, credit: 4, pageType: 'benyan', when: 'oldest', ...at(shunde('202')), slots: [[2, 3, 4], [4, 3, 4]], capacity: 40, score: 92 },
  // emba01: weekend sessions; required (11) and elective (12); homework open on EMBA6001, closed on EMBA6002 and EMBA7102.
  { course: 'EMBA6001', courseType: 11, credit: 2, pageType: 'emba', when: 'current', ...at(emba('A')), weekends: { parity: 0, day: 6 }, capacity: 40, homeworkInDays: 10 },
  { course: 'EMBA6002', courseType: 11, credit: 2, pageType: 'emba', when: 'current', ...at(emba('B')), weekends: { parity: 0, day: 7 }, capacity: 40, homeworkInDays: -3 },
  { course: 'EMBA6003', courseType: 12, credit: 1, pageType: 'emba', when: 'current', ...at(emba('A')), weekends: { parity: 1, day: 6 }, capacity: 40, attendanceType: 2 },
  { course: 'EMBA7102', courseType: 12, credit: 2, pageType: 'emba', when: 'current', ...at(emba('C')), weekends: { parity: 1, day: 7 }, capacity: 40, homeworkInDays: -10 },
  // The parallel class of EMBA7102 with open seats: the class emba01 may change to.
  { course: 'EMBA7102', courseType: 12, credit: 2, pageType: 'emba', when: 'current', klass: 'other', ...at(emba('B')), weekends: { parity: 0, day: 6 }, capacity: 30 },
  { course: 'EMBA6004', courseType: 11, credit: 2, pageType: 'emba', when: 'previous', ...at(emba('A')), weekends: { parity: 0, day: 6 }, capacity: 40, score: 90 },
  { course: 'EMBA7106', courseType: 12, credit: 1, pageType: 'emba', when: 'earlier', ...at(emba('B')), weekends: { parity: 1, day: 7 }, capacity: 40, score: 93 },
  { course: 'EMBA7103', courseType: 12, credit: 1, pageType: 'emba', when: 'oldest', ...at(emba('A')), weekends: { parity: 0, day: 6 }, capacity: 40, score: 88 },
];

/** Teachers of the demo courses without a demo account: rows so every class names its teacher. */
export const facultyWithoutAccounts = [
  { username: 'faculty-li', enName: 'Prof. Li', hrUserId: 'T0005' },
  { username: 'faculty-chen', enName: 'Prof. Chen', hrUserId: 'T0006' },
  { username: 'faculty-liu', enName: 'Prof. Liu', hrUserId: 'T0007' },
  { username: 'faculty-zhou', enName: 'Prof. Zhou', hrUserId: 'T0008' },
  { username: 'faculty-wu', enName: 'Prof. Wu', hrUserId: 'T0009' },
];

/** The letter grade of a score (education.md §1 scale). */
export function gradeOf(score: number): string {
  const steps: [number, string][] = [[95, 'A+'], [90, 'A-'], [85, 'B+'], [80, 'B-'], [75, 'C+'], [70, 'C-'], [67, 'D+'], [63, 'D'], [60, 'D-']];
  return steps.find(([min]) => score >= min)?.[1] ?? 'F';
}
