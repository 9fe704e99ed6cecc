import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, like } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { ChoiceStatus, Role } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { MENTOR_TEXTS, roundMentors, schemeSupervisors } from './selection.seed-data.ts';
import { selectionChoices, selectionResumes, selectionRounds, selectionStudents, selectionTeachers } from './selection.tables.ts';
import { seedDemoStaff } from '../people/index.ts';

/** Demo selection resumes are written to storage when the app starts (the seed has no file storage). */
const DEMO_PREFIX = 'selection-demo-';

async function account(tx: Queryable, ids: DemoIds, username: string, name: string, enName: string, hrUserId: string, role: string): Promise<number> {
  return seedDemoStaff(tx, ids, { username, name, enName, hrUserId, roles: [role] });
}

/**
 * The demo of issue #14: mba01 in an open mbaxy round with twelve mentors (some with released
 * phones) and a past round; benyan01 in a benyan industry round and a benyan supervisor scheme;
 * mba01 and emba01 each in an open scheme with a supervisor at quota and an ended one where a
 * supervisor confirmed them; mentor01 and supervisor01 chosen by several classmates.
 */
export async function seedSelection(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const year = cal.schoolYear;
  const mentorUser = await account(tx, ids, 'mentor01', '赵文博', 'Wenbo Zhao', 'S0007', Role.mentor);
  const supervisorUser = await account(tx, ids, 'supervisor01', '孙教授', 'Prof. Sun', 'S0008', Role.supervisor);
  await account(tx, ids, 'selectionadmin', '双选管理员', 'Selection Administrator', 'S0009', Role.selectionAdmin);

  const classmates = async (prefix: 'mba' | 'emba', from: number, to: number) => {
    const names = Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);
    const rows = await tx.select({ id: users.id }).from(users).where(inArray(users.username, names)).orderBy(users.id);
    return rows.map((r) => r.id);
  };
  const mbaMates = await classmates('mba', 2, 9);
  const embaMates = await classmates('emba', 2, 6);
  const [mba01, emba01, benyan01] = [ids.get('mba01')!, ids.get('emba01')!, ids.get('benyan01')!];

  const round = async (v: Omit<typeof selectionRounds.$inferInsert, 'year'> & { year?: number }, members: number[]) => {
    // Every demo time on a whole or half hour (the demo-calendar check), the defaults' now() included.
    const [r] = await tx.insert(selectionRounds).values({ year, ...v, createdAt: cal.at(-40, 9), updatedAt: cal.at(-40, 9) }).returning({ id: selectionRounds.id });
    await tx.insert(selectionStudents).values(members.map((studentId) => ({ roundId: r!.id, studentId, createdAt: cal.at(-40, 9) })));
    return r!.id;
  };
  const teachers = async (roundId: number, rows: Omit<typeof selectionTeachers.$inferInsert, 'roundId'>[]) =>
    (await tx.insert(selectionTeachers).values(rows.map((row, i) => ({ ...row, roundId, sortOrder: i }))).returning({ id: selectionTeachers.id })).map((r) => r.id);
  const choose = async (roundId: number, studentId: number, teacherId: number, rank: number, status: number, daysAgo: number) => {
    await tx.insert(selectionChoices).values({
      roundId, studentId, teacherId, choiceRank: rank, status, createdAt: cal.at(-daysAgo, 10),
      ...(status === ChoiceStatus.confirmed ? { confirmedBy: 'teacher', decidedBy: mentorUser, decidedAt: cal.at(-daysAgo + 1, 16) } : {}),
    });
    await tx.update(selectionStudents).set({ selectedTimes: rank }).where(and(eq(selectionStudents.roundId, roundId), eq(selectionStudents.studentId, studentId)));
  };
  const remark = (text: string) => `<p>${text}</p><ul><li>每人本轮最多选择 3 位导师。</li><li>导师确认后，其他志愿自动失效。</li></ul>`;
  const mentorRows = (userFirst: boolean) => roundMentors.map((m, i) => ({
    ...m, ...MENTOR_TEXTS, email: `mentor${String(i + 1).padStart(2, '0')}@example.com`, userId: userFirst && i === 0 ? mentorUser : null,
  }));

  // mba01: the open alumni-mentor round and last year's.
  const open = await round({ selectionType: 'mentor', pageType: 'mbaxy', name: `${year} 级校友导师双选`, startTime: cal.at(-5, 9), endTime: cal.at(12, 18), releaseStatus: 1, studentSelectionTimes: 3, remark: remark('校友导师双选第二轮，请先上传简历。') }, [mba01, ...mbaMates]);
  const openMentors = await teachers(open, mentorRows(true));
  for (const [i, sid] of mbaMates.slice(0, 5).entries()) await choose(open, sid, openMentors[0]!, 1, ChoiceStatus.waiting, 4 - (i % 3));
  await choose(open, mbaMates[5]!, openMentors[0]!, 1, ChoiceStatus.confirmed, 4);
  await choose(open, mbaMates[6]!, openMentors[1]!, 1, ChoiceStatus.waiting, 2);
  const past = await round({ selectionType: 'mentor', pageType: 'mbaxy', name: `${year - 1} 级校友导师双选`, year: year - 1, startTime: cal.at(-380, 9), endTime: cal.at(-360, 18), releaseStatus: 2, studentSelectionTimes: 3, remark: remark('上一学年的校友导师双选。') }, [mba01]);
  const pastMentors = await teachers(past, mentorRows(false).slice(0, 6));
  await choose(past, mba01, pastMentors[3]!, 1, ChoiceStatus.lapsedElsewhere, 370);
  await choose(past, mba01, pastMentors[1]!, 2, ChoiceStatus.confirmed, 369);

  // benyan01: an industry-mentor round (benyan) and a supervisor scheme (benyan).
  const industry = await round({ selectionType: 'mentor', pageType: 'benyan', name: `${year} 本科行业导师双选`, startTime: cal.at(-3, 9), endTime: cal.at(20, 18), releaseStatus: 1, studentSelectionTimes: 2, remark: remark('本科生行业导师双选。') }, [benyan01]);
  await teachers(industry, mentorRows(false).slice(4, 10).map((m, i) => ({ ...m, userId: i === 0 ? mentorUser : null, name: `${m.name}（本科）` })));
  const benyanScheme = await round({ selectionType: 'supervisor', pageType: 'benyan', name: `${year} 本科毕业论文导师双选`, startTime: cal.at(-2, 9), endTime: cal.at(15, 18), releaseStatus: 1, studentSelectionTimes: 2, remark: remark('本科毕业论文指导教师双选。') }, [benyan01]);
  await teachers(benyanScheme, schemeSupervisors.map((s, i) => ({ ...s, email: `sup${i + 1}@example.edu.cn`, userId: i === 0 ? supervisorUser : null, facultyUrl: `https://faculty.example.edu.cn/${i + 1}` })));

  // mba01 and emba01: an open scheme whose second supervisor is at quota, and an ended one with a confirmed supervisor.
  for (const [pageType, student, mates] of [['mba', mba01, mbaMates], ['emba', emba01, embaMates]] as const) {
    const label = pageType.toUpperCase();
    const openScheme = await round({ selectionType: 'supervisor', pageType, name: `${year} ${label} 论文导师双选`, startTime: cal.at(-4, 9), endTime: cal.at(14, 18), releaseStatus: 1, studentSelectionTimes: 3, remark: remark(`${label} 学位论文指导教师双选。`) }, [student, ...mates]);
    const sup = await teachers(openScheme, schemeSupervisors.map((s, i) => ({ ...s, email: `sup${i + 1}@example.edu.cn`, userId: i === 0 ? supervisorUser : null, facultyUrl: `https://faculty.example.edu.cn/${i + 1}` })));
    await choose(openScheme, mates[0]!, sup[1]!, 1, ChoiceStatus.confirmed, 3);
    for (const [i, sid] of mates.slice(1, 4).entries()) await choose(openScheme, sid, sup[0]!, 1, ChoiceStatus.waiting, 3 - i);
    const ended = await round({ selectionType: 'supervisor', pageType, name: `${year - 1} ${label} 论文导师双选（已结束）`, year: year - 1, startTime: cal.at(-200, 9), endTime: cal.at(-180, 18), releaseStatus: 2, studentSelectionTimes: 3, remark: remark('上一轮论文导师双选，已结束。') }, [student]);
    const endedSup = await teachers(ended, schemeSupervisors.slice(0, 3).map((s, i) => ({ ...s, email: `sup${i + 1}@example.edu.cn`, userId: i === 0 ? supervisorUser : null })));
    await choose(ended, student, endedSup[0]!, 1, ChoiceStatus.confirmed, 190);
  }

  // The resumes of the classmates who chose (mentor01 reads them); bytes written at start (ensureDemoSelectionFiles).
  for (const sid of mbaMates) {
    const id = randomUUID();
    await tx.insert(storedFiles).values({ id, ownerId: sid, use: 'mentorResume', originalName: `resume-${sid}.pdf`, storedName: `${DEMO_PREFIX}${id}.pdf`, mime: 'application/pdf', size: 1, createdAt: cal.at(-6, 11), attachedAt: cal.at(-6, 11) });
    await tx.insert(selectionResumes).values({ studentId: sid, fileId: id, updatedAt: cal.at(-6, 11) });
  }
}

function demoPdf(title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  doc.fontSize(20).text(title).moveDown().fontSize(12).text('Demo resume for mentor selection.');
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

/** Writes the demo selection resumes' bytes when the app starts. */
export async function ensureDemoSelectionFiles(db: Queryable, storage: FileStorage): Promise<void> {
  const rows = await db.select({ id: storedFiles.id, storedName: storedFiles.storedName, size: storedFiles.size, name: storedFiles.originalName }).from(storedFiles)
    .where(like(storedFiles.storedName, `${DEMO_PREFIX}%`));
  for (const row of rows) {
    const bytes = await demoPdf(row.name.replace(/\.pdf$/, ''));
    await storage.keep((await storage.stage(Readable.from(bytes))).path, row.storedName);
    if (row.size !== bytes.length) await db.update(storedFiles).set({ size: bytes.length }).where(eq(storedFiles.id, row.id));
  }
}
