import type { ClassTime } from '@portal/contracts';
import { schoolDate } from '../../platform/time/school-zone.ts';

export interface CourseSeed {
  number: string; cn: string; en: string; type: number; teacher: string; credit: number; seats: number; venue: string;
}

/** MBA electives (course type 12 elective, 11 required) of the demo plans. */
export const mbaCourses: CourseSeed[] = [
  { number: 'MBA6101', cn: '公司金融', en: 'Corporate Finance', type: 12, teacher: '王教授', credit: 2, seats: 4, venue: '伟伦楼 301' },
  { number: 'MBA6102', cn: '战略管理', en: 'Strategic Management', type: 12, teacher: '李教授', credit: 2, seats: 6, venue: '伟伦楼 302' },
  { number: 'MBA6103', cn: '数字营销', en: 'Digital Marketing', type: 12, teacher: '陈教授', credit: 2, seats: 5, venue: '伟伦楼 303' },
  { number: 'MBA6104', cn: '创业管理', en: 'Entrepreneurship', type: 12, teacher: '刘教授', credit: 2, seats: 3, venue: '舜德楼 201' },
  { number: 'MBA6105', cn: '领导力开发', en: 'Leadership Development', type: 12, teacher: '赵教授', credit: 1, seats: 8, venue: '舜德楼 202' },
  { number: 'MBA6106', cn: '商业数据分析', en: 'Business Analytics', type: 12, teacher: '孙教授', credit: 3, seats: 4, venue: '伟伦楼 401' },
  { number: 'MBA6107', cn: '谈判与冲突管理', en: 'Negotiation and Conflict Management', type: 12, teacher: '周教授', credit: 1, seats: 6, venue: '伟伦楼 402' },
  { number: 'MBA6108', cn: '私募股权与风险投资', en: 'Private Equity and Venture Capital', type: 12, teacher: '吴教授', credit: 2, seats: 3, venue: '伟伦楼 403' },
  { number: 'MBA5001', cn: '管理经济学', en: 'Managerial Economics', type: 11, teacher: '郑教授', credit: 3, seats: 60, venue: '伟伦楼 101' },
  { number: 'MBA5002', cn: '财务会计', en: 'Financial Accounting', type: 11, teacher: '钱教授', credit: 3, seats: 60, venue: '伟伦楼 102' },
];

export const embaCourses: CourseSeed[] = [
  { number: 'EMBA7101', cn: '资本运作与并购', en: 'Capital Operations and M&A', type: 12, teacher: '王教授', credit: 1, seats: 4, venue: '经管学院 EMBA 中心 A' },
  { number: 'EMBA7102', cn: '组织变革', en: 'Organisational Change', type: 12, teacher: '李教授', credit: 2, seats: 5, venue: '经管学院 EMBA 中心 B' },
  { number: 'EMBA7103', cn: '全球经济形势', en: 'The Global Economy', type: 12, teacher: '陈教授', credit: 1, seats: 6, venue: '经管学院 EMBA 中心 A' },
  { number: 'EMBA7104', cn: '家族企业传承', en: 'Family Business Succession', type: 12, teacher: '刘教授', credit: 2, seats: 3, venue: '经管学院 EMBA 中心 C' },
  { number: 'EMBA7105', cn: '数字化转型', en: 'Digital Transformation', type: 100, teacher: '孙教授', credit: 1, seats: 8, venue: '经管学院报告厅' },
  { number: 'EMBA7106', cn: '企业社会责任', en: 'Corporate Social Responsibility', type: 12, teacher: '周教授', credit: 1, seats: 5, venue: '经管学院 EMBA 中心 B' },
];

const teacherSurnames: Record<string, string> = {
  王: 'Wang', 李: 'Li', 陈: 'Chen', 刘: 'Liu', 赵: 'Zhao', 孙: 'Sun', 周: 'Zhou', 吴: 'Wu', 郑: 'Zheng', 钱: 'Qian', 张: 'Zhang',
};
const buildings: [string, string][] = [
  ['伟伦楼', 'Weilun Building'], ['舜德楼', 'Shunde Building'], ['经管学院报告厅', 'SEM Lecture Hall'], ['经管学院 EMBA 中心', 'SEM EMBA Centre'],
];

/** A seeded teacher's English form ('王教授' → 'Prof. Wang'); empty for a name outside the demo list. */
export function teacherEnOf(teacher: string): string {
  const m = /^(.)(教授|老师)$/u.exec(teacher);
  const surname = m ? teacherSurnames[m[1]!] : undefined;
  return surname ? `${m![2] === '教授' ? 'Prof.' : 'Dr'} ${surname}` : '';
}

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
