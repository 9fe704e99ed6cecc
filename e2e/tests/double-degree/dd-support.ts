import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn } from '../shell/support.ts';

/** Calls and demo facts the double-degree specs share. */
interface Envelope<T> { statusCode: number; data: T; message: string }

export async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = method === 'get' ? await request.get(url, { headers }) : await request[method](url, { headers, data: data ?? {} });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** A valid 1x1 PNG (the upload sniffs the content). */
export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The seed's name of last year's programme mba01 applied to (dd.seed-data.ts). */
export const MANNHEIM = 'Mannheim';

interface Manage {
  id: number; simpleName: string; singupStartTime: string; singupEndTime: string; notice: string; agreementTitle: string; agreementContent: string;
  agreementHint: string; maxChooseProjectCount: number; isEnable: boolean; isOpen: boolean;
}
export interface Signup { id: number; ddProjectName: string; submitTime: string | null; interviewStatus: number }
interface Card { id: number; simpleName: string; signupStudentInfoList: Signup[] }

export const mySignups = async (request: APIRequestContext, token: string): Promise<Signup[]> =>
  (await api<Card[]>(request, token, 'get', '/api/DDSingupStudent/QueryStudentSignupList')).flatMap((c) => c.signupStudentInfoList);

/**
 * A programme of its own in this year's open round, through the office's console, so every run
 * applies afresh: the round's maximum is raised just enough for mba01 to submit once more.
 */
export async function freshProgramme(request: APIRequestContext, studentToken: string, name: string): Promise<{ id: number; manageId: number }> {
  const staff = await apiSignIn(request, 'mobilityadmin');
  const manages = await api<Manage[]>(request, staff, 'get', '/api/double-degree/admin/manages');
  const open = manages.find((m) => m.isEnable && m.isOpen);
  expect(open, 'an open round').toBeTruthy();
  const round = open!;
  const cards = await api<Card[]>(request, studentToken, 'get', '/api/DDSingupStudent/QueryStudentSignupList');
  const submitted = cards.filter((c) => c.id === round.id).flatMap((c) => c.signupStudentInfoList).filter((s) => s.submitTime).length;
  if (round.maxChooseProjectCount <= submitted) {
    const { simpleName, singupStartTime, singupEndTime, notice, agreementTitle, agreementContent, agreementHint, isEnable } = round;
    await api(request, staff, 'put', `/api/double-degree/admin/manages/${round.id}`, {
      simpleName, singupStartTime, singupEndTime, notice, agreementTitle, agreementContent, agreementHint, isEnable, maxChooseProjectCount: Math.min(20, submitted + 1),
    });
  }
  const saved = await api<{ id: number }>(request, staff, 'post', '/api/double-degree/admin/projects', { ddApplyManageId: round.id, name, year: round.simpleName.slice(0, 50) });
  return { id: saved.id, manageId: round.id };
}
