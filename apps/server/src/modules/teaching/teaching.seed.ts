import { asc, eq } from 'drizzle-orm';
import { Role, catalogueCourseInputSchema, classInputSchema } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { addDays, demoCalendar, type DemoTerm } from '../../platform/db/demo-calendar.ts';
import { demoCourses, demoTeacherAccounts } from '../../platform/db/demo-faculty.ts';
import { users } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { createPeople } from '../people/index.ts';
import { insertCourse } from './catalogue.repo.ts';
import { saveClass } from './class-admin.service.ts';
import { writeDeadline } from './class-homework.service.ts';
import { enrolStudents } from './teaching-enrolments.repo.ts';
import { slotDay, termWeeks } from './teaching-weeks.ts';
import { timesOf, type Period } from './slot-periods.ts';
import { demoClasses, facultyWithoutAccounts, gradeOf, type ClassSeed, type DemoPageType, type DemoWhen } from './teaching.seed-data.ts';
import { classTimes } from './teaching.tables.ts';
import { seedTerms } from './terms.seed.ts';

/** A deterministic pseudo-random sequence, so classmates' scores are the same on every seed. */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const yearOf = (t: DemoTerm) => Number(t.schoolYear.slice(0, 4));

/**
 * The terms the classes are taught in: the term the seed day falls in (or the next one, in the
 * days between two terms), and the two main terms (autumn, spring) before it.
 */
function teachingTerms(terms: DemoTerm[], now: Date): Record<DemoWhen, DemoTerm> {
  const current = terms.find((t) => t.start <= now && now < t.end) ?? terms.find((t) => t.start > now)!;
  const main = terms.filter((t) => (t.term === 1 || t.term === 3) && t.end <= current.start);
  const previous = main.at(-1)!;
  return { current, previous, earlier: main.at(-2)!, oldest: yearBefore(terms, previous) };
}

/**
 * The same term a school year earlier: from demo-calendar when it has it, else drawn 52 weeks
 * back (same weekdays), named like the others. demo-calendar starts a year before the current one.
 */
function yearBefore(terms: DemoTerm[], t: DemoTerm): DemoTerm {
  const y = yearOf(t) - 1;
  const known = terms.find((x) => yearOf(x) === y && x.term === t.term);
  if (known) return known;
  const back = (d: Date) => new Date(d.getTime() - 364 * 86_400_000);
  const sy = `${y}-${y + 1}`;
  const season = t.term === 1 ? ['秋季', 'Autumn'] : ['春季', 'Spring'];
  return { ...t, schoolYear: sy, name: `${sy} ${season[0]}`, nameEn: `${season[1]} ${sy}`, first: addDays(t.first, -364), next: addDays(t.next, -364), start: back(t.start), end: back(t.end) };
}

interface Cohort { className: string; classNameEn: string; students: number[] }

/** Classmates of a demo student, made once with deterministic usernames and numbers (not demo accounts). */
async function classmates(tx: Queryable, pageType: DemoPageType, prefix: string, numberStem: string, first: number, count: number, klass: { className: string; classNameEn: string; year: number }): Promise<number[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const label = { mba: ['MBA 同学', 'MBA Student'], emba: ['EMBA 同学', 'EMBA Student'], benyan: ['本科同学', 'Undergraduate'] }[pageType];
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(first + i).padStart(2, '0');
    return {
      kind: 'student' as const, roles: ['student'], username: `${prefix}${n}`, name: `${label[0]} ${n}`, enName: `${label[1]} ${n}`, email: `${prefix}${n}@example.edu.cn`, passwordHash: hash,
      studentNumber: `${klass.year}${numberStem}${n}`, className: klass.className, classNameEn: klass.classNameEn, pageType,
      studentTypeId: { benyan: 1, mba: 3, emba: 4 }[pageType], studyEntranceYear: klass.year, sutdentType: pageType === 'benyan' ? 'undergraduate' : pageType.toUpperCase(),
      resumeStudentType: pageType === 'benyan' ? 1 : 3,
    };
  });
  // The MBA and EMBA classmates may already exist (the bidding seed's cohort uses the same names).
  const ids = await createPeople(tx, rows, 'keep');
  return rows.map((r) => r.username).sort().map((u) => ids.get(u)!);
}

async function cohorts(tx: Queryable, ids: DemoIds): Promise<Record<DemoPageType, Cohort> & { embaOther: Cohort }> {
  const me = async (username: string) => {
    const [u] = await tx.select().from(users).where(eq(users.id, ids.get(username)!));
    return { className: u!.className!, classNameEn: u!.classNameEn!, year: u!.studyEntranceYear! };
  };
  const [mba, benyan, emba] = [await me('mba01'), await me('benyan01'), await me('emba01')];
  const embaOther = { className: emba.className.replace(/2 班$/, '1 班'), classNameEn: emba.classNameEn.replace(/Class 2$/, 'Class 1'), year: emba.year };
  return {
    mba: { ...mba, students: [ids.get('mba01')!, ...await classmates(tx, 'mba', 'mba', '3100', 2, 12, mba)] },
    benyan: { ...benyan, students: [ids.get('benyan01')!, ...await classmates(tx, 'benyan', 'benyan', '0100', 2, 12, benyan)] },
    emba: { ...emba, students: [ids.get('emba01')!, ...await classmates(tx, 'emba', 'emba', '3200', 2, 10, emba)] },
    embaOther: { ...embaOther, students: await classmates(tx, 'emba', 'emba1', '3201', 2, 6, embaOther) },
  };
}

/** Users for every demo teacher: the accounts teacher01..04, and teachers without a password for the rest (a class's teachers hold the role). */
async function teacherIds(tx: Queryable, ids: DemoIds): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const t of demoTeacherAccounts) byName.set(t.enName, ids.get(t.account!.username)!);
  const zhNames = new Map(Object.values(demoCourses).map((c) => [c.teacher.enName, c.teacher.name]));
  for (const f of facultyWithoutAccounts) {
    const ids = await createPeople(tx, [{ ...f, kind: 'staff', roles: [Role.teacher], name: zhNames.get(f.enName)!, email: `${f.username}@example.edu.cn` }], 'keep');
    byName.set(f.enName, ids.get(f.username)!);
  }
  return byName;
}

/**
 * One demo class, written by the rules of the class pages (saveClass: the term's bounds, no clash of
 * venue or teacher, teachers who are teachers), its deadline by the homework page's rule, and its
 * students through enrolStudents with the results of a term already over.
 */
async function seedClass(tx: Queryable, periods: readonly Period[], c: ClassSeed, term: DemoTerm, cohort: Cohort, courseId: number, teacherId: number, homeworkDeadline: Date | null, rnd: () => number): Promise<void> {
  const weeks = termWeeks(term.start, term.end);
  const slots = (c.slots ?? []).map(([weekName, classStart, classEnd]) => ({ weekStart: 0, weekEnd: weeks - 1, weekName, ...timesOf(periods, classStart, classEnd) }));
  const sessions = c.weekends
    ? Array.from({ length: weeks }, (_, w) => w).filter((w) => w % 2 === c.weekends!.parity)
      .map((w) => ({ day: schoolDate(slotDay(term.start, w, c.weekends!.day, '09:00')), beginTime: '09:00', endTime: '17:00' }))
    : [];
  const id = await saveClass(tx, classInputSchema.parse({
    courseId, schoolYear: yearOf(term), term: term.term, pageType: c.pageType, className: cohort.className, classNameEn: cohort.classNameEn,
    teacherIds: [teacherId], venue: c.venue, venueEn: c.venueEn, capacity: c.capacity, slots, sessions,
  }), null);
  if (homeworkDeadline) await writeDeadline(tx, id, homeworkDeadline);
  const result = (score: number | undefined, attendance: 1 | 2 | undefined) => ({
    ...(score === undefined ? {} : { score, grade: gradeOf(score), passStatus: score >= 60 ? 1 : 3 }),
    ...(attendance ? { workAttendanceType: attendance } : {}),
  });
  await enrolStudents(tx, id, cohort.students.map((student, i) => {
    const mine = i === 0 && c.klass !== 'other';
    const score = c.score === undefined ? undefined : mine ? c.score : 62 + Math.round(rnd() * 36);
    const attendance = c.attendanceType === undefined ? undefined : mine ? c.attendanceType : (i % 5 === 0 ? 1 : 2);
    return { id: student, result: result(score, attendance) };
  }), 'admin', new Date(term.start.getTime() - 14 * 86_400_000 + 9 * 3_600_000));
}

/**
 * The core demo data (README.md '## Demo data'): the terms of the previous, current and next
 * school year (demo-calendar.ts), the class periods, every demo course, and the classes of mba01,
 * benyan01 and emba01 with their classmates, teachers, weekly slots or weekend sessions, and the
 * results of the terms already over.
 */
export async function seedTeachingCore(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const terms = teachingTerms(cal.terms, cal.at(0, 0));
  const allTerms = cal.terms.includes(terms.oldest) ? cal.terms : [terms.oldest, ...cal.terms];
  await seedTerms(tx, allTerms, cal.holidays);
  // The periods are reference data (class-times.reference.sql), installed before any seed.
  const periods = await tx.select().from(classTimes).orderBy(asc(classTimes.period));

  const typeOf = (n: string) => demoClasses.find((c) => c.course === n)?.courseType ?? (n.startsWith('MBA5') ? 11 : 12);
  const creditOf = (n: string) => demoClasses.find((c) => c.course === n)?.credit ?? 2;
  // Through the catalogue's rules (its input schema and insert); the programmes follow from the classes (seedCatalogue).
  const courseIds = new Map<string, number>();
  for (const [courseNumber, c] of Object.entries(demoCourses)) {
    courseIds.set(courseNumber, await insertCourse(tx, catalogueCourseInputSchema.parse({
      courseNumber, nameCn: c.cn, nameEn: c.en, courseType: typeOf(courseNumber), credit: creditOf(courseNumber), programmes: [], language: 'zh',
    })));
  }

  const teachers = await teacherIds(tx, ids);
  const groups = await cohorts(tx, ids);
  const rnd = sequence(7);
  for (const c of demoClasses) {
    const cohort = c.klass === 'other' ? groups.embaOther : groups[c.pageType];
    const deadline = c.homeworkInDays === undefined ? null : cal.at(c.homeworkInDays + 1, 0, 0);
    await seedClass(tx, periods, c, terms[c.when], cohort, courseIds.get(c.course)!, teachers.get(demoCourses[c.course].teacher.enName)!, deadline, rnd);
  }
}
