import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { users } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { lectureSignups, lectures, lectureTeachers, lectureWaitlist } from './lectures.tables.ts';

/**
 * Demo lectures in every status (README, 'Demo data'), dated from the seed day. Sign-ups are
 * written with the seat count they take, as SignUpForStudent would.
 */
interface SeedLecture {
  subject: string; subjectEn: string; venue: string; venueEn: string; teacherNames: string; teacherNamesEn: string; teachers: string[];
  /** Days from the seed day: sign-up opens and closes; the lecture starts (14:00, two and a half hours). */
  signup: [number, number]; lectureDay: number; capacity: number; credit: number; homeworkDays?: number;
  students: { username: string; clockIn?: 1 | 2; achievement?: 0 | 1 }[];
  /** The programmes it is for; none: everyone. */
  pageTypes?: ('emba' | 'mba' | 'benyan')[];
  /** Students on its waitlist, first in line first (a full lecture only). */
  waiting?: string[];
}

const mbaMates = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ username: `mba${String(from + i).padStart(2, '0')}` }));

export const demoLectures: SeedLecture[] = [
  { subject: '数字化转型与企业战略', subjectEn: 'Digital Transformation and Corporate Strategy', venue: '伟伦楼 报告厅', venueEn: 'Weilun Building Auditorium',
    teacherNames: '赵教授', teacherNamesEn: 'Prof. Zhao', teachers: ['teacher01'], signup: [-3, 5], lectureDay: 7, capacity: 60, credit: 1, homeworkDays: 14,
    students: mbaMates(2, 4) },
  { subject: 'ESG 投资前沿', subjectEn: 'Frontiers of ESG Investing', venue: '舜德楼 201', venueEn: 'Shunde Building 201',
    teacherNames: '钱教授', teacherNamesEn: 'Prof. Qian', teachers: ['teacher02'], signup: [-2, 4], lectureDay: 6, capacity: 5, credit: 1,
    students: mbaMates(2, 5), waiting: ['mba07', 'mba08'] },
  { subject: '人工智能与商业伦理', subjectEn: 'AI and Business Ethics', venue: '伟伦楼 301', venueEn: 'Weilun Building 301',
    teacherNames: '赵教授', teacherNamesEn: 'Prof. Zhao', teachers: ['teacher01'], signup: [-4, 3], lectureDay: 5, capacity: 80, credit: 0.5,
    students: [{ username: 'mba01' }, ...mbaMates(7, 3)] },
  { subject: '全球供应链重构', subjectEn: 'Rebuilding Global Supply Chains', venue: '舜德楼 报告厅', venueEn: 'Shunde Building Auditorium',
    teacherNames: '孙教授', teacherNamesEn: 'Prof. Sun', teachers: ['teacher03'], signup: [10, 17], lectureDay: 20, capacity: 100, credit: 1, students: [] },
  { subject: '家族企业传承', subjectEn: 'Succession in Family Businesses', venue: '伟伦楼 205', venueEn: 'Weilun Building 205',
    teacherNames: '钱教授', teacherNamesEn: 'Prof. Qian', teachers: ['teacher02'], signup: [-9, -1], lectureDay: 2, capacity: 40, credit: 1,
    students: [{ username: 'mba01' }, ...mbaMates(4, 6)] },
  { subject: '宏观经济形势分析', subjectEn: 'The Macroeconomic Outlook', venue: '伟伦楼 报告厅', venueEn: 'Weilun Building Auditorium',
    teacherNames: '赵教授', teacherNamesEn: 'Prof. Zhao', teachers: ['teacher01'], signup: [-20, -10], lectureDay: -7, capacity: 120, credit: 1, homeworkDays: 17,
    students: [{ username: 'mba01', clockIn: 1 }, { username: 'mba02', clockIn: 1 }, { username: 'mba03', clockIn: 2 }, { username: 'mba04' }] },
  { subject: '创业融资实务', subjectEn: 'Startup Financing in Practice', venue: '舜德楼 301', venueEn: 'Shunde Building 301',
    teacherNames: '李老师', teacherNamesEn: 'Ms Li', teachers: [], signup: [-40, -30], lectureDay: -28, capacity: 50, credit: 1, homeworkDays: 14,
    students: [{ username: 'mba01', clockIn: 1, achievement: 1 }, { username: 'mba05', clockIn: 2, achievement: 0 }] },
  { subject: '中国企业出海战略', subjectEn: 'Going Global: Strategies of Chinese Firms', venue: '北京校区 1 号楼 报告厅', venueEn: 'Beijing Campus Building 1 Auditorium',
    teacherNames: '周教授', teacherNamesEn: 'Prof. Zhou', teachers: ['teacher04'], signup: [-30, -16], lectureDay: -14, capacity: 3, credit: 1.5,
    students: [{ username: 'emba01', clockIn: 1, achievement: 1 }, { username: 'emba02', clockIn: 1, achievement: 1 }, { username: 'emba03', clockIn: 2, achievement: 0 }],
    pageTypes: ['emba'] },
  { subject: '领导力与组织变革', subjectEn: 'Leadership and Organisational Change', venue: '北京校区 1 号楼 201', venueEn: 'Beijing Campus Building 1 Room 201',
    teacherNames: '周教授', teacherNamesEn: 'Prof. Zhou', teachers: ['teacher04'], signup: [-2, 8], lectureDay: 12, capacity: 30, credit: 1, students: [{ username: 'emba02' }],
    pageTypes: ['emba'] },
  { subject: '行为金融学漫谈', subjectEn: 'Notes on Behavioural Finance', venue: '舜德楼 报告厅', venueEn: 'Shunde Building Auditorium',
    teacherNames: '孙教授', teacherNamesEn: 'Prof. Sun', teachers: ['teacher03'], signup: [-75, -65], lectureDay: -60, capacity: 80, credit: 1,
    students: [{ username: 'mba06', clockIn: 1, achievement: 1 }] },
  { subject: '品牌管理新趋势', subjectEn: 'New Trends in Brand Management', venue: '伟伦楼 301', venueEn: 'Weilun Building 301',
    teacherNames: '钱教授', teacherNamesEn: 'Prof. Qian', teachers: ['teacher02'], signup: [-110, -100], lectureDay: -95, capacity: 60, credit: 1, students: [] },
];

export async function seedLectures(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const names = [...new Set(demoLectures.flatMap((l) => [...l.teachers, ...l.students.map((s) => s.username), ...(l.waiting ?? [])]))];
  const found = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
  const idOf = new Map(found.map((u) => [u.username, u.id]));
  const id = (username: string) => ids.get(username) ?? idOf.get(username);
  for (const l of demoLectures) {
    const startsAt = cal.at(l.lectureDay, 14);
    const term = cal.terms.find((t) => t.start <= startsAt && startsAt < t.end) ?? cal.terms.find((t) => t.start > startsAt)!;
    const students = l.students.flatMap((s) => { const sid = id(s.username); return sid ? [{ ...s, sid }] : []; });
    const [row] = await tx.insert(lectures).values({
      subject: l.subject, subjectEn: l.subjectEn, schoolYear: Number(term.schoolYear.slice(0, 4)), term: term.term, startsAt, endsAt: cal.at(l.lectureDay, 16, 30),
      venue: l.venue, venueEn: l.venueEn, teacherNames: l.teacherNames, teacherNamesEn: l.teacherNamesEn, capacity: l.capacity, signedUp: students.length,
      signupBegin: cal.at(l.signup[0], 9), signupEnd: cal.at(l.signup[1], 18), credit: l.credit,
      homeworkDeadline: l.homeworkDays === undefined ? null : cal.at(l.lectureDay + l.homeworkDays, 23, 30), createdBy: ids.get('eduadmin') ?? null,
      audiencePageTypes: l.pageTypes ?? [],
      createdAt: cal.at(l.signup[0] - 5, 10),
    }).returning({ id: lectures.id });
    const teacherIds = l.teachers.flatMap((t) => { const tid = id(t); return tid ? [tid] : []; });
    if (teacherIds.length) await tx.insert(lectureTeachers).values(teacherIds.map((teacherId) => ({ lectureId: row!.id, teacherId })));
    if (students.length) {
      await tx.insert(lectureSignups).values(students.map((s, i) => ({
        lectureId: row!.id, studentId: s.sid, signedAt: cal.at(l.signup[0], 10 + (i % 8)), clockingInStatus: s.clockIn ?? null, achievementStatus: s.achievement ?? null,
      })));
    }
    const waiting = (l.waiting ?? []).flatMap((u) => { const sid = id(u); return sid ? [sid] : []; });
    if (waiting.length) {
      await tx.insert(lectureWaitlist).values(waiting.map((studentId, i) => ({ lectureId: row!.id, studentId, queuedAt: cal.at(l.signup[0] + 1, 10 + i) })));
    }
  }
}
