import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { MBA_OPEN, planRow, startSelection } from '../bidding/support.ts';
import { openFacultySurvey } from '../surveys/support.ts';
import { buttonName, signIn, signInThroughUi } from './support.ts';

/**
 * A student's screens on a phone (390 × 844, issue 9): the page never scrolls sideways, and what
 * the student has to press is on screen. Nothing here changes data: the bid dialog is opened and
 * cancelled, the survey is not sent.
 */
const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true, isMobile: true });

/** The page's own width: a wider document means the whole page scrolls sideways. */
async function expectNoSideScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH + 1);
}

/** Scrolled to, it is on screen and wholly inside the width, so it can be read and pressed. */
async function expectReachable(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= WIDTH + 1).toBe(true);
}

test.describe('a student on a phone', () => {
  test('signs in and finds the menu, the navigation and sign-out in the drawer', async ({ page }) => {
    await page.goto('/login');
    await expectReachable(page.getByTestId('login-submit'));
    await expectNoSideScroll(page);
    await signInThroughUi(page, 'mba01');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expectNoSideScroll(page);
    await expectReachable(page.getByTestId('function-item').first());

    // The navigation bar is folded into the drawer behind the menu button.
    await expect(page.getByTestId('nav-home')).toHaveCount(0);
    await page.getByTestId('phone-nav-open').click();
    const drawer = page.getByTestId('phone-nav');
    await expectReachable(drawer.getByTestId('user-name'));
    await expectReachable(drawer.getByTestId('sign-out'));
    await expect(drawer.getByTestId('user-name')).toContainText('李明');
    await drawer.getByTestId('nav-info-contact').click();
    await expect(page).toHaveURL(/\/news\/contact$/);
    await expect(drawer).toBeHidden();
    await expectNoSideScroll(page);

    // English names are longer; the banner still fits.
    await page.getByTestId('language-option-en-US').click();
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expectReachable(page.getByTestId('phone-nav-open'));
    await expectNoSideScroll(page);
  });

  test('reads a notice', async ({ page }) => {
    await signIn(page, 'mba01', '/news/list?fieldType=report');
    const link = page.locator('[data-testid="notice-row"] a[href^="/news/details/"]').first();
    await expectReachable(link);
    await expectNoSideScroll(page);
    await link.click();
    await expect(page.getByTestId('notice-content')).toBeVisible();
    await expectNoSideScroll(page);
  });

  test('opens the plan list, a plan and the bid dialog', async ({ page }) => {
    await signIn(page, 'mba01', '/education/optional/plane');
    await expect(page.getByTestId('bidding-plan-list')).toBeVisible();
    await expectNoSideScroll(page);
    const start = planRow(page, MBA_OPEN).getByTestId('plan-start');
    await expectReachable(start);
    await startSelection(page, MBA_OPEN);
    await expectNoSideScroll(page);

    const bid = page.getByTestId('bid-button').and(page.locator(':enabled')).first();
    await expectReachable(bid);
    await bid.click();
    const dialog = page.getByTestId('bid-dialog');
    const confirm = page.locator('.ant-modal-confirm');
    await expect(dialog.or(confirm)).toBeVisible();
    // A course passed in an earlier plan asks first (1201).
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await expectReachable(dialog.getByTestId('bid-points'));
    await expectReachable(page.getByRole('button', { name: '确定投点' }));
    await expectNoSideScroll(page);
    await page.locator('.ant-modal').filter({ has: dialog }).getByRole('button', { name: buttonName('取消') }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('answers a faculty evaluation', async ({ page }) => {
    await signIn(page, 'mba01');
    await openFacultySurvey(page, '管理经济学');
    await expectNoSideScroll(page);
    const submit = page.getByTestId('survey-submit');
    await expectReachable(submit);
    await expectNoSideScroll(page);
  });
});
