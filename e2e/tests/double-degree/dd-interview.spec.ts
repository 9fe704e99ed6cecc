import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';
import { api, MANNHEIM, mySignups, offerInterview, type Signup } from './dd-support.ts';

/**
 * Interviews and the applicant detail (MOB-U09, MOB-U11, MOB-R04). mba01 books last year's
 * Mannheim interview (demo: four slots, the first taken by a classmate) and reads the booked line.
 * A booking never changes, so on a second run against the same server the booked line is read and
 * a programme of the office's making (applied to and passed through the console) is booked instead.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

interface Manage { id: number; isEnable: boolean; isOpen: boolean }
interface Applicant { id: number; ddProjectId: number; ddProjectName: string; studentNumber: string; interviewStatus: number }

/** A submitted application of mba01 in the open round, not booked yet (the wizard spec makes them), made bookable by the office. */
async function bookableFallback(request: APIRequestContext, token: string): Promise<Signup> {
  const staff = await apiSignIn(request, 'mobilityadmin');
  const manages = await api<Manage[]>(request, staff, 'get', '/api/double-degree/admin/manages');
  const round = manages.find((m) => m.isEnable && m.isOpen)!;
  const applicants = await api<Applicant[]>(request, staff, 'get', `/api/double-degree/admin/applicants?ddApplyManageId=${round.id}`);
  const mine = await mySignups(request, token);
  const target = applicants.find((a) => a.interviewStatus !== 2 && mine.some((s) => s.id === a.id));
  expect(target, 'a submitted application of mba01 not booked yet (the wizard spec makes one)').toBeTruthy();
  await offerInterview(request, target!.id, target!.ddProjectId);
  return (await mySignups(request, token)).find((s) => s.id === target!.id)!;
}

test('mba01 books the Mannheim interview in Beijing time and reads the booked line (zh-CN)', async ({ page, request }) => {
  await useLanguage(page, 'zh-CN');
  const token = await signIn(page, 'mba01');
  const mannheim = (await mySignups(page.request, token)).find((s) => s.ddProjectName.includes(MANNHEIM))!;
  expect(mannheim).toBeTruthy();
  const firstRun = mannheim.interviewStatus === 3;
  const target = firstRun ? mannheim : await bookableFallback(request, token);

  await page.goto('/study/index?tab=mine');
  if (!firstRun) await expect(page.getByTestId(`dd-interview-booked-${mannheim.id}`)).toContainText('GMT+8');
  await page.getByTestId(`dd-interview-book-${target.id}`).click();
  const modal = page.locator('.ant-modal:visible');
  await expect(modal.getByTestId('dd-interview-form')).toBeVisible();
  const slots = modal.getByTestId('dd-interview-slots').getByRole('radio');
  if (firstRun) {
    // The demo: four half-hour slots, the first taken by a classmate.
    await expect(slots).toHaveCount(4);
    await expect(slots.first()).toBeDisabled();
  }
  await expect(modal.getByText('北京时间（GMT+8）')).toBeVisible();
  await expectNoSeriousViolations(page, 'dd interview modal (zh-CN)');
  await modal.getByTestId('dd-interview-venues').getByRole('radio').first().check();
  const free = modal.getByTestId('dd-interview-slots').locator('input[type=radio]:not([disabled])').first();
  await free.check();
  await modal.getByTestId('dd-interview-ok').click();
  await expect(modal).toHaveCount(0);
  const booked = page.getByTestId(`dd-interview-booked-${target.id}`);
  await expect(booked).toContainText('预约成功');
  await expect(booked).toContainText('(GMT+8)');
  expect((await mySignups(page.request, token)).find((s) => s.id === target.id)?.interviewStatus).toBe(2);
});

interface Found { own: Applicant; other: Applicant }

/** mba01's Mannheim application and the classmate's, as the office lists them. */
async function mannheimApplications(request: APIRequestContext): Promise<Found> {
  const staff = await apiSignIn(request, 'mobilityadmin');
  const manages = await api<Manage[]>(request, staff, 'get', '/api/double-degree/admin/manages');
  const applicants = (await Promise.all(manages.map((m) => api<Applicant[]>(request, staff, 'get', `/api/double-degree/admin/applicants?ddApplyManageId=${m.id}`)))).flat();
  const mba = await apiSignIn(request, 'mba01');
  const mine = await mySignups(request, mba);
  const mannheim = applicants.filter((a) => a.ddProjectName.includes(MANNHEIM));
  const own = mannheim.find((a) => mine.some((s) => s.id === a.id));
  const other = mannheim.find((a) => !mine.some((s) => s.id === a.id));
  expect(own && other, 'the two Mannheim applications of the demo').toBeTruthy();
  return { own: own!, other: other! };
}

for (const [lang, personal, years] of [['zh-CN', '个人信息', '工作总年限'], ['en-US', 'Personal information', 'Total years of work']] as const) {
  test(`reviewer01 reads the applicant detail, seven panels expanded (${lang})`, async ({ page, request }) => {
    const { own } = await mannheimApplications(request);
    await useLanguage(page, lang);
    await signIn(page, 'reviewer01', `/study/student-degree-details/${own.id}`);
    const panels = page.getByTestId('dd-detail-panels');
    await expect(panels.locator('.ant-collapse-item-active')).toHaveCount(7);
    await expect(panels).toContainText(personal);
    await expect(page.getByTestId('dd-detail-essay')).not.toHaveText('-');
    await expect(page.getByTestId('dd-detail-work-years')).toContainText(years);
    await expectNoSeriousViolations(page, `dd applicant detail (reviewer01, ${lang})`);
  });
}

test('mba01 reads its own detail and is refused another student\'s (en-US)', async ({ page, request }) => {
  const { own, other } = await mannheimApplications(request);
  await useLanguage(page, 'en-US');
  await signIn(page, 'mba01', `/study/student-degree-details/${other.id}`);
  await expect(page.getByTestId('dd-detail-error')).toContainText("You cannot access another user's data");
  await page.goto(`/study/student-degree-details/${own.id}`);
  await expect(page.getByTestId('dd-detail-panels')).toContainText('Personal information');
});
