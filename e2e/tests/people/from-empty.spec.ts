import { expect, test } from '@playwright/test';
import { chineseOutsideZh } from '../shared/axe-support.ts';
import { signInThroughUi } from '../shell/support.ts';
import { emptyPortal, type EmptyPortal } from './empty-portal.ts';
import { grantRole, importSampleRolls, issuePasswordLink, setPasswordByLink } from './from-empty-steps.ts';

/**
 * The journey of a school's own installation, from an empty database (issue 26, 'Done when'):
 * admin:create before the first start, the administrator sets the password through the printed
 * link and signs in, imports the sample rolls of students and staff, grants a role on the roles
 * page, and issues a student's password link; the student sets a password and sees the home page,
 * in English and in Chinese. On a portal of its own
 * (empty-portal.ts), stopped at the end.
 */
const adminEmail = 'admin@school.example.edu.cn';
const adminPassword = 'First-light-over-the-campus';
const studentPassword = 'Autumn-term-in-Shenzhen';
/** From docs/samples: the first student of students.xlsx and the counsellor of staff.xlsx. */
const STUDENT = { number: '2025880001', name: '周子涵', enName: 'Zihan Zhou' };
const STAFF = { number: 'H1003', enName: 'Ms Gao' };

let portal: EmptyPortal;
let link: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Migrating a fresh database and starting a second portal beside the suite's takes a while on two cores.
  test.setTimeout(240_000);
  portal = await emptyPortal();
  // Before the start: on the embedded database the command is refused while a portal holds the directory.
  link = await portal.createAdmin(adminEmail);
  expect(new URL(link).origin).toBe(portal.baseUrl);
  await portal.start();
});

test.afterAll(async () => {
  await portal?.stop();
});

test('from an empty database: the first administrator signs in, imports the school\'s people and grants a role, and a student signs in, in both languages', async ({ page }) => {
  await test.step('the printed link sets the administrator\'s password and signs in', async () => {
    await setPasswordByLink(page, link, adminPassword, 'admin');
  });

  await test.step('the administrator signs in with that password', async () => {
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await signInThroughUi(page, 'admin', adminPassword);
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  await test.step('the sample rolls of students and staff are imported', async () => {
    await importSampleRolls(page, portal.baseUrl);
  });

  await test.step('in English, a role is granted with a reason on the roles page', async () => {
    await page.getByTestId('language-option-en-US').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const holder = await grantRole(page, portal.baseUrl, 'career.admin', STAFF.number, 'Runs the career office from this term');
    await expect(page.getByTestId('role-row-career.admin')).toContainText('Career administrator');
    await expect(holder).toContainText(STAFF.enName);
    await expect(holder).toContainText('Active');
  });

  let studentLink = '';
  await test.step('in English, a student\'s password link is issued on their page', async () => {
    studentLink = await issuePasswordLink(page, portal.baseUrl, STUDENT.enName, STUDENT.number);
    await expect(page.getByTestId('person-name')).toHaveText(STUDENT.enName);
    await expect(page.getByTestId('person-role-student')).toBeVisible();
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });

  await test.step('the student sets a password and sees their home page, in English and in Chinese', async () => {
    await setPasswordByLink(page, studentLink, studentPassword);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByTestId('user-name')).toContainText(STUDENT.enName);
    expect(await chineseOutsideZh(page), 'Chinese on the student\'s English home page').toEqual([]);

    // Signed out and in again by the number and the new password, in Chinese.
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await page.getByTestId('language-option-zh-CN').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await signInThroughUi(page, STUDENT.number, studentPassword);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('user-name')).toContainText(STUDENT.name);
  });
});
