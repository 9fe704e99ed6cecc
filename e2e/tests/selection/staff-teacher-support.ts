import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiSignIn } from '../shell/support.ts';

/**
 * What the teachers' and staff's selection specs share: calls through the API, and a round of their
 * own made by selectionadmin, so that no spec changes the demo rounds other specs read. The students
 * mba02…mba09 have a selection resume in the demo, so they may choose a mentor.
 */
interface Envelope<T> { statusCode: number; data: T; message: string }

export async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = method === 'get' ? await request.get(url, { headers }) : await request[method](url, { headers, data: data ?? {} });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

export interface Student { username: string; token: string; id: number; studentNumber: string }

export async function students(request: APIRequestContext, usernames: string[]): Promise<Student[]> {
  const out: Student[] = [];
  for (const username of usernames) {
    const token = await apiSignIn(request, username);
    const me = await call<{ id: number; studentNumber: string | null }>(request, token, 'get', '/api/User/info');
    out.push({ username, token, id: me.id, studentNumber: me.studentNumber ?? '' });
  }
  return out;
}

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

/** An open, released mentor round (mbaxy) with its students and teachers; the teachers' ids by name. */
export async function makeRound(request: APIRequestContext, adminToken: string, name: string, members: Student[], teachers: { name: string; selectionTimes: number; username?: string }[]) {
  const round = await call<{ id: number }>(request, adminToken, 'post', '/api/admin/selection/rounds', {
    selectionType: 'mentor', pageType: 'mbaxy', name, year: new Date().getFullYear(), startTime: hoursFromNow(-1), endTime: hoursFromNow(24),
    releaseStatus: 1, studentSelectionTimes: 3, remark: '<p>E2E</p>',
  });
  await call(request, adminToken, 'post', `/api/admin/selection/rounds/${round.id}/students`, { studentNumbers: members.map((s) => s.studentNumber) });
  if (teachers.length) await call(request, adminToken, 'post', `/api/admin/selection/rounds/${round.id}/teachers`, { rows: teachers });
  return round.id;
}

/** Closes a round on its record (releaseStatus 2): ended for the choices, the ranking and the matching. */
export async function closeRound(request: APIRequestContext, adminToken: string, roundId: number): Promise<void> {
  const r = await call<Record<string, unknown>>(request, adminToken, 'get', `/api/admin/selection/rounds/${roundId}`);
  await call(request, adminToken, 'put', `/api/admin/selection/rounds/${roundId}`, {
    selectionType: r.selectionType, pageType: r.pageType, name: r.name, year: r.year, startTime: r.startTime, endTime: r.endTime,
    releaseStatus: 2, studentSelectionTimes: r.studentSelectionTimes, remark: r.remark,
  });
}

export async function teacherIds(request: APIRequestContext, adminToken: string, roundId: number): Promise<Record<string, number>> {
  const rows = await call<{ id: number; name: string }[]>(request, adminToken, 'get', `/api/admin/selection/rounds/${roundId}/teachers`);
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

export const choose = (request: APIRequestContext, s: Student, selectionId: number, teacherId: number) =>
  call(request, s.token, 'post', '/api/GSMSelectionStudent/SaveSelectTeacher', { selectionId, teacherId, pageType: 'mbaxy' });

export const useLanguage = (page: Page, lang: 'zh-CN' | 'en-US') => page.addInitScript((l) => window.localStorage.setItem('portal.language', l), lang);

/** The rows of a downloaded xlsx, each as its cells' text. */
export async function sheetRows(path: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}
