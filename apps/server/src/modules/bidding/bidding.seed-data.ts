import type { ClassTime } from '@portal/contracts';
import { demoCourses, type DemoCourseNumber } from '../../platform/db/demo-faculty.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';

export interface CourseSeed {
  number: string; cn: string; en: string; type: number; teacher: string; teacherEn: string; credit: number; seats: number; venue: string;
}

/** A plan's course: its name and teacher from the demo's one table of who teaches what. */
const course = (number: DemoCourseNumber, type: number, credit: number, seats: number, venue: string): CourseSeed => {
  const { cn, en, teacher } = demoCourses[number];
  return { number, cn, en, type, teacher: teacher.name, teacherEn: teacher.enName, credit, seats, venue };
};

/** MBA electives (course type 12 elective, 11 required) of the demo plans. */
export const mbaCourses: CourseSeed[] = [
  course('MBA6101', 12, 2, 4, '伟伦楼 301'),
  course('MBA6102', 12, 2, 6, '伟伦楼 302'),
  course('MBA6103', 12, 2, 5, '伟伦楼 303'),
  course('MBA6104', 12, 2, 3, '舜德楼 201'),
  course('MBA6105', 12, 1, 8, '舜德楼 202'),
  course('MBA6106', 12, 3, 4, '伟伦楼 401'),
  course('MBA6107', 12, 1, 6, '伟伦楼 402'),
  course('MBA6108', 12, 2, 3, '伟伦楼 403'),
  course('MBA5001', 11, 3, 60, '伟伦楼 101'),
  course('MBA5002', 11, 3, 60, '伟伦楼 102'),
];

export const embaCourses: CourseSeed[] = [
  course('EMBA7101', 12, 1, 4, '经管学院 EMBA 中心 A'),
  course('EMBA7102', 12, 2, 5, '经管学院 EMBA 中心 B'),
  course('EMBA7103', 12, 1, 6, '经管学院 EMBA 中心 A'),
  course('EMBA7104', 12, 2, 3, '经管学院 EMBA 中心 C'),
  course('EMBA7105', 100, 1, 8, '经管学院报告厅'),
  course('EMBA7106', 12, 1, 5, '经管学院 EMBA 中心 B'),
];

const buildings: [string, string][] = [
  ['伟伦楼', 'Weilun Building'], ['舜德楼', 'Shunde Building'], ['经管学院报告厅', 'SEM Lecture Hall'], ['经管学院 EMBA 中心', 'SEM EMBA Centre'],
];

/** A seeded venue's English form ('伟伦楼 301' → 'Weilun Building 301'). */
export function venueEnOf(venue: string): string {
  const hit = buildings.find(([cn]) => venue.startsWith(cn));
  return hit ? `${hit[1]}${venue.slice(hit[0].length)}` : '';
}

const DAY = 24 * 3600 * 1000;

/** MBA weekly classes (weeks zero-based) and EMBA dated modules, spread so some overlap. */
export function classTimesFor(pageType: 'mba' | 'emba', index: number, anchor: Date): ClassTime[] {
  if (pageType === 'mba') {
    return [{ weekStart: 0, weekEnd: 7, weekName: (index % 5) + 1, classStart: index % 2 ? '19:00' : '14:00', classEnd: index % 2 ? '21:35' : '16:35' }];
  }
  const start = new Date(anchor.getTime() + (14 + 7 * (index % 3)) * DAY);
  const end = new Date(start.getTime() + DAY);
  return [{ startDate: schoolDate(start), endDate: schoolDate(end), startTime: '09:00', endTime: '17:00' }];
}
