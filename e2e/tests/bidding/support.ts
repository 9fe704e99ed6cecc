import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoCalendar, demoPlanNames, type PlanRole } from '../../../apps/server/src/platform/db/demo-calendar.ts';
import { apiSignIn, buttonName } from '../shell/support.ts';

/**
 * Helpers of the bidding specs. The seeded server (apps/server/src/modules/bidding/bidding.seed.ts)
 * gives mba01 and emba01 a plan in each state, for terms the demo calendar picks from the day it
 * seeds (today, in Beijing); the same calendar names them here.
 */
const calendar = demoCalendar(new Date());
const plan = (role: PlanRole, label: 'MBA' | 'EMBA') => demoPlanNames(calendar.plans[role], label);
export const MBA_OPEN = plan('open', 'MBA').name;
export const MBA_OPEN_EN = plan('open', 'MBA').en;
export const MBA_ADD_DROP = plan('addDrop', 'MBA').name;
export const MBA_PUBLISHED = plan('published', 'MBA').name;
export const MBA_ENDED = plan('ended', 'MBA').name;
export const MBA_PLANNING = plan('planning', 'MBA').name;
export const EMBA_OPEN = plan('open', 'EMBA').name;
export const EMBA_OPEN_EN = plan('open', 'EMBA').en;
export const EMBA_ADD_DROP_EN = plan('addDrop', 'EMBA').en;
export const EMBA_PUBLISHED = plan('published', 'EMBA').name;
export const EMBA_PUBLISHED_EN = plan('published', 'EMBA').en;
export const EMBA_ENDED = plan('ended', 'EMBA').name;
/** The term column of a plan of this role: MBA terms in Chinese, EMBA semesters in English. */
export const mbaTermZh = (role: PlanRole) => ({ 1: '秋季学期', 2: '寒假学期', 3: '春季学期', 4: '暑期学期' })[calendar.plans[role].term.term];
export const embaTermEn = (role: PlanRole) => ({ 1: 'First semester', 2: 'Winter break', 3: 'Second semester', 4: 'Summer break' })[calendar.plans[role].term.term];

export interface Envelope<T = unknown> {
  statusCode: number;
  data: T;
  message: string;
  messageEn: string;
  params?: Record<string, string | number>;
}

interface PlanRow {
  id: number;
  planName: string;
  planState: number;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The id of one of the student's plans, by its (Chinese) name. */
export async function planId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.get('/api/GSMCssPlan/GetCssPlanList', { headers: bearer(token), params: { pageNo: 0, pageSize: 50 } });
  const body = (await res.json()) as Envelope<{ data: PlanRow[] }>;
  const plan = body.data.data.find((p) => p.planName === name);
  expect(plan, `plan ${name}`).toBeTruthy();
  return plan?.id ?? 0;
}

/** Sends a bid straight to the API, as another client (or a tampered page) could. */
export async function apiBid(request: APIRequestContext, token: string, round: 1 | 2, body: { planID: number; courseNumber: string; point: unknown }): Promise<Envelope> {
  const res = await request.post(round === 1 ? '/api/GSMCssPlan/PostFristCourses' : '/api/GSMCssPlan/PostSecondCourses', { headers: bearer(token), data: body });
  expect(res.status()).toBe(200);
  return (await res.json()) as Envelope;
}

/** Signs in through the API and opens the plan list. */
export async function openPlanList(page: Page, username: string): Promise<string> {
  const token = await apiSignIn(page.request, username);
  await page.goto('/education/optional/plane');
  await expect(page.getByTestId('bidding-plan-list')).toBeVisible();
  return token;
}

export const planRow = (page: Page, name: string): Locator => page.getByTestId('plan-row').filter({ hasText: name });

/** From the plan list, 'Start selection' on the plan: the first-round or the add/drop page. */
export async function startSelection(page: Page, name: string): Promise<void> {
  await planRow(page, name).getByTestId('plan-start').click();
  await expect(page.getByTestId('bidding-title')).toContainText(name);
}

export const courseRow = (page: Page, name: string): Locator => page.getByTestId('course-row').filter({ hasText: name });

/** The antd confirmation dialog on screen (history check, drop, staff actions). */
export const confirmDialog = (page: Page): Locator => page.locator('.ant-modal-confirm');

export async function confirmOk(page: Page, label: string): Promise<void> {
  await confirmDialog(page).getByRole('button', { name: buttonName(label) }).click();
}

/**
 * Answers GetIsQueue with 'still clearing' (700 92009) the first `times` times, then lets the
 * server answer: the page must keep its mask and keep asking every 2 seconds meanwhile.
 */
export async function holdQueue(page: Page, times: number): Promise<{ calls: () => number }> {
  let calls = 0;
  await page.route('**/api/GSMCssPlan/GetIsQueue*', async (route) => {
    calls += 1;
    if (calls <= times) {
      await route.fulfill({ json: { statusCode: 700, data: null, message: '92009', messageEn: 'The results are being computed, please wait' } });
      return;
    }
    await route.continue();
  });
  return { calls: () => calls };
}

/** The success message of a bid ('选课成功') or a drop ('已退选…') once the queue settled. */
export async function expectSelectionSucceeded(page: Page, text = '选课成功'): Promise<void> {
  await expect(page.getByTestId('queue-mask')).toBeHidden({ timeout: 20_000 });
  // The success message of the previous bid may still be fading out: the newest one counts.
  await expect(page.locator('.ant-message').getByText(text).last()).toBeVisible();
}
