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

/** The Beijing date `days` from now, YYYY-MM-DD, and an instant on it at hh:mm Beijing. */
export const beijingDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const at = (day: string, hm: string) => `${day}T${hm}:00+08:00`;

/**
 * The office passes a submitted application's internal selection and, when its programme has no
 * interview day yet, offers one five days ahead with two venues and two slots: the application can
 * then be booked (status 3). On the test's own `request` context, never the page's.
 */
export async function offerInterview(request: APIRequestContext, signupId: number, projectId: number): Promise<void> {
  const staff = await apiSignIn(request, 'mobilityadmin');
  await api(request, staff, 'put', `/api/double-degree/admin/applicants/${signupId}/results`, { gsmResult: 1, partnerResult: 0, lastResult: 0 });
  const days = await api<unknown[]>(request, staff, 'get', `/api/double-degree/admin/interview-days?ddProjectId=${projectId}`);
  if (days.length > 0) return;
  const day = beijingDay(5);
  await api(request, staff, 'post', '/api/double-degree/admin/interview-days', {
    ddProjectId: projectId, day, addresses: ['E2E 面试室 A', 'E2E 面试室 B'],
    slots: [{ startTime: at(day, '09:00'), endTime: at(day, '09:30') }, { startTime: at(day, '09:30'), endTime: at(day, '10:00') }],
  });
}
