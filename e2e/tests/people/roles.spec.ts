import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chineseOutsideZh, seriousViolations } from '../shared/axe-support.ts';
import { pickOption } from '../shared/select.ts';
import { pickGrantee } from './grant-dialog.ts';
import { apiSignIn, signIn } from '../shell/support.ts';

/** canteen01, the canteen's manager: staff whose roles no other spec changes. */
const STAFF = { username: 'canteen01', number: 'S0031', name: '食堂管理员', enName: 'Canteen Manager' };

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = method === 'get' ? await request.get(url, { headers }) : await request.post(url, { headers, data });
  const body = (await res.json()) as { statusCode: number; data: T };
  expect(body.statusCode, url).toBe(200);
  return body.data;
}

const rolesOf = async (request: APIRequestContext, token: string, username: string) =>
  (await api<{ username: string; roles: string[] }[]>(request, token, 'get', `/api/people/roles/candidates?queryText=${username}`))
    .find((c) => c.username === username)?.roles;

async function chooseRole(page: Page, role: string) {
  await page.getByTestId(`role-choose-${role}`).click();
  await expect(page.getByTestId('role-holders')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`role=${role.replace('.', '\\.')}`));
}

test('the administrator reads what a role opens, grants it to a member of staff with a reason and revokes it, in both languages', async ({ page }) => {
  const token = await signIn(page, 'admin', '/admin/people/roles');
  await expect(page.getByTestId('roles-page')).toBeVisible();
  const course = page.getByTestId('role-row-course.admin');
  await expect(course).toContainText('选课管理员');

  // What it opens comes from the server's rules: the bidding console and its routes.
  await course.getByRole('button', { name: /展开|Expand/ }).click();
  await expect(page.getByTestId('role-opens-course.admin')).toContainText('/admin/bidding');
  await expect(page.getByTestId('role-opens-course.admin')).toContainText('GET /api/admin/bidding/plans');

  await chooseRole(page, 'dd.reviewer');
  await expect(page.getByTestId('holder-row-reviewer01')).toBeVisible();
  const count = Number(await page.getByTestId('role-count-dd.reviewer').textContent());

  // Grant: the person by number through the search, and a reason.
  await page.getByTestId('role-grant').click();
  const dialog = page.getByRole('dialog');
  await pickGrantee(page, dialog, STAFF.number);
  // No reason, no grant: the form says so and nothing is sent.
  await dialog.getByTestId('grant-submit').click();
  await expect(dialog.getByText('请填写理由')).toBeVisible();
  expect(await seriousViolations(page), 'the grant dialog').toEqual([]);
  await dialog.getByTestId('grant-reason').fill('协助双学位评审');
  await dialog.getByTestId('grant-submit').click();
  await expect(dialog).toBeHidden();
  const granted = page.locator('.ant-message').getByText(`已将“双学位评审”授予 ${STAFF.name}`);
  await expect(granted).toBeVisible();

  const row = page.getByTestId(`holder-row-${STAFF.username}`);
  await expect(row).toContainText(STAFF.name);
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(page.getByTestId('role-count-dd.reviewer')).toHaveText(String(count + 1));
  expect(await rolesOf(page.request, token, STAFF.username)).toEqual(['canteen.admin', 'dd.reviewer']);

  // English: role names, descriptions and the holders have their English forms. The grant's
  // message, in Chinese, goes first.
  await expect(granted).toHaveCount(0);
  await page.getByTestId('language-option-en-US').click();
  await expect(course).toContainText('Course administrator');
  await expect(row).toContainText(STAFF.enName);
  await expect(row).toContainText('Active');
  for (const name of await page.locator('[data-testid^="role-row-"] td:first-child strong').allTextContents()) expect(name).not.toMatch(/[\u3400-\u9fff]/);
  expect(await chineseOutsideZh(page), 'Chinese on the English roles page').toEqual([]);
  await page.getByTestId('language-option-zh-CN').click();
  await expect(course).toContainText('选课管理员');

  // Revoke: a reason, in the dialog that names the person and the role.
  await page.getByTestId(`holder-revoke-${STAFF.username}`).click();
  await expect(dialog).toContainText(STAFF.name);
  await dialog.getByTestId('revoke-reason').fill('评审结束');
  await dialog.getByTestId('revoke-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('role-count-dd.reviewer')).toHaveText(String(count));
  expect(await rolesOf(page.request, token, STAFF.username)).toEqual(['canteen.admin']);
});

test('a people administrator changes the roles anyone may, but not the administrator-only ones', async ({ page }) => {
  const admin = await apiSignIn(page.request, 'admin');
  const newsadmin = (await api<{ id: number }[]>(page.request, admin, 'get', '/api/people/roles/candidates?queryText=newsadmin'))[0]!.id;
  await api(page.request, admin, 'post', `/api/people/${newsadmin}/roles/grant`, { role: 'people.admin', reason: 'e2e：人员管理' });
  try {
    await signIn(page, 'newsadmin', '/admin/people/roles?role=people.admin');
    await expect(page.getByTestId('holder-row-newsadmin')).toBeVisible();
    await expect(page.getByTestId('role-grant')).toHaveCount(0);
    await expect(page.getByTestId('holder-revoke-newsadmin')).toHaveCount(0);
    await chooseRole(page, 'course.admin');
    await expect(page.getByTestId('holder-row-courseadmin')).toBeVisible();
    await expect(page.getByTestId('role-grant')).toBeVisible();
    await expect(page.getByTestId('holder-revoke-courseadmin')).toBeVisible();
  } finally {
    await api(page.request, admin, 'post', `/api/people/${newsadmin}/roles/revoke`, { role: 'people.admin', reason: 'e2e：结束' });
  }
});

test('a holder\'s roles panel grants another role with a reason and revokes it', async ({ page }) => {
  const token = await signIn(page, 'admin', '/admin/people/roles?role=canteen.admin');
  await page.getByTestId(`holder-open-${STAFF.username}`).click();
  const panel = page.getByTestId('holder-drawer').getByTestId('person-roles');
  await expect(panel.getByTestId('person-role-canteen.admin')).toContainText('餐厅管理员');

  await panel.getByTestId('person-role-grant').click();
  const dialog = page.locator('.ant-modal:visible');
  await pickOption(page, dialog.getByTestId('person-grant-role'), '新闻管理员');
  await dialog.getByTestId('person-grant-reason').fill('代发食堂通知');
  await dialog.getByTestId('person-grant-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('person-role-news.site.admin')).toContainText(/授予于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(await rolesOf(page.request, token, STAFF.username)).toEqual(['canteen.admin', 'news.site.admin']);
  expect(await seriousViolations(page), 'the roles panel').toEqual([]);

  await panel.getByTestId('person-role-revoke-news.site.admin').click();
  await dialog.getByTestId('person-revoke-submit').click();
  await expect(dialog.getByText('请填写理由')).toBeVisible();
  await dialog.getByTestId('person-revoke-reason').fill('不再代发');
  await dialog.getByTestId('person-revoke-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('person-role-news.site.admin')).toHaveCount(0);
  expect(await rolesOf(page.request, token, STAFF.username)).toEqual(['canteen.admin']);
});
