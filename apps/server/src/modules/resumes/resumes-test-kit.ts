import { and, eq } from 'drizzle-orm';
import { ResumeKind } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import type { TestApp } from '../../test/harness.ts';
import { resumes } from './resumes.tables.ts';

/** Shared steps of the resume integration tests: the demo students' resume ids, saves, files. */
export function resumesKit(t: () => TestApp, tokens: Record<string, string>) {
  const kit = apiKit(t, tokens);
  /** The id of a student's resume of a kind (the seed made 1–3 for every demo student of types 1–3). */
  const resumeId = async (username: string, kind: number = ResumeKind.cn) => {
    const id = await kit.userId(username);
    const [row] = await t().db.select({ id: resumes.id }).from(resumes).where(and(eq(resumes.studentId, id), eq(resumes.kind, kind)));
    if (!row) throw new Error(`${username} has no resume of kind ${kind}`);
    return row.id;
  };
  const row = async (id: number) => (await t().db.select().from(resumes).where(eq(resumes.id, id)))[0]!;
  const save = (who: string, path: string, vdResumeBaseId: number, module: unknown, extra: Record<string, unknown> = {}, lang?: string) =>
    kit.call(who, 'POST', `/api/VDResume/${path}`, { howComplete: 100, vdResumeBaseId, module, ...extra }, lang);
  /** A file behind a signed link, fetched as a browser would (no bearer). */
  const fetchLink = (url: string) => t().app.inject({ method: 'GET', url });
  return { ...kit, resumeId, row, save, fetchLink };
}

/** A fresh student of a resume type, to test what the seed must not have made yet. */
export async function makeResumeStudent(t: TestApp, username: string, type: number | null): Promise<number> {
  const [u] = await t.db.insert(users).values({
    username, name: `简历学生 ${username}`, enName: `Resume Student ${username}`, email: `${username}@example.edu.cn`, passwordHash: await hashPassword(DEMO_PASSWORD),
    studentNumber: `R${username}`, pageType: 'mba', studentTypeId: 3, studyEntranceYear: 2025, resumeStudentType: type,
  }).returning({ id: users.id });
  await t.db.insert(userRoles).values({ userId: u!.id, role: 'student' });
  return u!.id;
}


/** Entries of each section at a length that passes its limits, for the limit tests. */
export const entry = {
  education: { startDate: '2020-09', endDate: '2024-06', school: '示范大学', college: '管理学院', location: '北京', major: '金融', degreeValue: '2', vdResumeEduInfoTypeValue: '1', scholarship: '' },
  job: { startDate: '2023-07', endDate: '2023-09', company: '示范公司', position: '分析师', location: '上海', jobDescription: '行业研究' },
  activity: { startDate: '2022-03', endDate: '2022-05', address: '北京', name: '支教', description: '乡村小学支教两个月' },
  extracurricular: { date: '2021-09', endDate: '2022-06', activitiesName: '辩论队', location: '北京', position: '队长', description: '带队参加全国比赛' },
  award: { date: '2023-05', name: '一等奖学金', memo: '' },
  core: { content: '跨部门协作与项目管理' },
};
