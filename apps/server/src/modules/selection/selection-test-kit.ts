import { eq } from 'drizzle-orm';
import type { TeacherDemandRow, TeacherInput } from '@portal/contracts';
import { expect } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import type { TestApp } from '../../test/harness.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { selectionChoices } from './selection.tables.ts';

const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** Factories and steps of the selection integration tests: rounds, teachers and students made through the staff's API. */
export function selectionKit(t: () => TestApp, tokens: Record<string, string>) {
  const kit = apiKit(t, tokens);
  let seq = 0;

  /** Fresh students of a programme, signed in (their tokens under their usernames). */
  const students = async (n: number, pageType = 'mba'): Promise<{ username: string; id: number; number: string }[]> => {
    const hash = await hashPassword(DEMO_PASSWORD);
    const out: { username: string; id: number; number: string }[] = [];
    seq += 1;
    for (let i = 0; i < n; i += 1) {
      const username = `sel${seq}x${i}`;
      const number = `S${seq}${String(i).padStart(4, '0')}`;
      const [u] = await t().db.insert(users).values({
        username, name: `双选学生 ${seq}-${i}`, enName: `Selection Student ${seq}-${i}`, email: `${username}@example.edu.cn`, passwordHash: hash,
        studentNumber: number, pageType, studentTypeId: 3, studyEntranceYear: 2025,
      }).returning({ id: users.id });
      await t().db.insert(userRoles).values({ userId: u!.id, role: 'student' });
      tokens[username] = (await t().login(username)).token;
      out.push({ username, id: u!.id, number });
    }
    return out;
  };

  interface RoundOpts {
    selectionType?: 'mentor' | 'supervisor';
    pageType?: string;
    times?: number;
    /** Hours from now. */
    start?: number;
    end?: number;
    releaseStatus?: number;
  }
  const teacher = (name: string, selectionTimes: number, extra: Partial<TeacherInput> = {}) => ({ name, selectionTimes, ...extra });

  /** A round made by selectionadmin with its students and teachers; returns its id and the teachers' ids by name. */
  const round = async (o: RoundOpts, members: { number: string }[], teachers: ReturnType<typeof teacher>[]) => {
    const created = await kit.okData<{ id: number }>(kit.call('selectionadmin', 'POST', '/api/admin/selection/rounds', {
      selectionType: o.selectionType ?? 'mentor', pageType: o.pageType ?? 'mbaxy', name: `测试轮次 ${++seq}`, year: 2026,
      startTime: at(o.start ?? -1), endTime: at(o.end ?? 24), releaseStatus: o.releaseStatus ?? 1, studentSelectionTimes: o.times ?? 3, remark: '<p>说明</p><script>x()</script>',
    }));
    if (members.length) await kit.okData(kit.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${created.id}/students`, { studentNumbers: members.map((m) => m.number) }));
    if (teachers.length) await kit.okData(kit.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${created.id}/teachers`, { rows: teachers }));
    const rows = await kit.okData<TeacherDemandRow[]>(kit.call('selectionadmin', 'GET', `/api/admin/selection/rounds/${created.id}/teachers`));
    return { id: created.id, teachers: Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, number> };
  };

  /** Uploads a PDF as the student and saves it as the selection resume. */
  const giveResume = async (who: string) => {
    const m = multipart('cv.pdf', pdf(), 'application/pdf');
    const up = await t().app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=mentorResume', headers: { authorization: `Bearer ${tokens[who]}`, ...m.headers }, payload: m.payload });
    expect(up.json().statusCode, up.body).toBe(200);
    const file = up.json().data as { id: string; fileName: string; fileUrl: string };
    await kit.okData(kit.call(who, 'POST', '/api/GSMSelectionStudent/SaveResume', { id: 0, resumeGuid: file.id, resumeName: file.fileName, resumeFile: file.fileUrl }));
    return file;
  };

  const chooseMentor = (who: string, selectionId: number, teacherId: number, pageType = 'mbaxy') =>
    kit.call(who, 'POST', '/api/GSMSelectionStudent/SaveSelectTeacher', { selectionId, teacherId, pageType });
  const chooseSupervisor = (who: string, studentId: number, selectionId: number, relationId: number, pageType = 'mba') =>
    kit.call(who, 'POST', '/api/GSMSelectionStudent/SaveSelectTeacher', { selectionId, lwSelectionAndTeacherRelationId: relationId, studentId, pageType });

  /** The choice a student made of a teacher. */
  const choiceOf = async (studentId: number, teacherId: number) =>
    (await t().db.select().from(selectionChoices).where(eq(selectionChoices.studentId, studentId))).find((c) => c.teacherId === teacherId)!;
  const choicesOfTeacher = async (teacherId: number) => t().db.select().from(selectionChoices).where(eq(selectionChoices.teacherId, teacherId));

  const answer = (who: string, choiceId: number, verb: 'confirm' | 'decline' | 'suggest', body: object = {}) =>
    kit.call(who, 'POST', `/api/selection/teacher/choices/${choiceId}/${verb}`, body);

  /** A signed link fetched as a browser would (no bearer): its HTTP status. */
  const fetchLinkStatus = async (url: string) => (await t().app.inject({ method: 'GET', url })).statusCode;

  return { ...kit, fetchLinkStatus, students, round, teacher, giveResume, chooseMentor, chooseSupervisor, choiceOf, choicesOfTeacher, answer, at };
}
