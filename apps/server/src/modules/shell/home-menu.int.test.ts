import type { HomeFunctionGroup } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts as demoAccountsOf } from '../../platform/auth/users.seed.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { webRoutePaths } from '../../test/web-route-table.ts';

/**
 * The web app's route table as patterns: the menu must not offer a tile the web app answers with
 * 404 (issue 9).
 */
function webRoutePatterns(): RegExp[] {
  const paths = webRoutePaths();
  expect(paths.length).toBeGreaterThan(10);
  return paths.map((p) => {
    const segments = p.split('/').map((s) => (s === '*' ? '(?:/.*)?' : s.startsWith(':') ? (s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${s}`));
    return new RegExp(`^${segments.join('')}$`);
  });
}

/** Where a tile leads (the web's `functionHref`): its url, or the notice list of its target. */
const hrefOf = (c: HomeFunctionGroup['childs'][number]) => (c.url ?? '/news/list').split('?')[0]!;

/** The usernames are the same in every school year; the year only moves the students' cohorts. */
const demoAccounts = demoAccountsOf(demoCalendar(new Date()).schoolYear);
let t: TestApp;
const menus = new Map<string, HomeFunctionGroup[]>();
beforeAll(async () => {
  t = await startTestApp();
  for (const { username } of demoAccounts) {
    const { token } = await t.login(username);
    const res = await t.app.inject({ method: 'GET', url: '/api/User/GetHomePageFunctionalModule', headers: bearer(token) });
    expect(res.json().statusCode, res.body).toBe(200);
    menus.set(username, res.json().data as HomeFunctionGroup[]);
  }
});
afterAll(async () => { await t.close(); });

const urlsOf = (who: string) => menus.get(who)!.flatMap((g) => g.childs.map((c) => c.url));

describe('home menu', () => {
  const routes = webRoutePatterns();

  it.each(demoAccounts.map((a) => a.username))('offers %s only tiles the web app has a route for, each title once', (who) => {
    const childs = menus.get(who)!.flatMap((g) => g.childs);
    expect(childs.length).toBeGreaterThan(0);
    const missing = childs.map(hrefOf).filter((href) => !/^https?:/.test(href) && !routes.some((r) => r.test(href)));
    expect(missing).toEqual([]);
    const titles = childs.map((c) => c.enTitle);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    for (const c of childs) expect(c.title.trim() && c.enTitle.trim()).not.toBe('');
  });

  it('serves the last domains built, the profile and the personal information (issue 16)', () => {
    for (const who of ['mba01', 'emba01', 'benyan01']) expect(urlsOf(who)).toEqual(expect.arrayContaining(['/student-info/index', '/education/person-info']));
  });

  it('shows each programme its own screens', () => {
    expect(urlsOf('mba01')).toEqual(expect.arrayContaining(['/education/optional/plane', '/education/evaluate/survey', '/education/selection/alumni/excellent']));
    expect(urlsOf('grad01')).toContain('/graduate-survey/index');
    expect(urlsOf('grad01')).not.toContain('/education/optional/plane');
    expect(urlsOf('teacher01')).toContain('/admin/surveys/mine');
    expect(urlsOf('teacher01')).not.toContain('/education/evaluate/survey');
    expect(urlsOf('courseadmin')).toContain('/admin/bidding');
    expect(urlsOf('mba01')).toEqual(expect.arrayContaining(['/education/selection/alumni/mba', '/education/selection/paper/mba']));
    expect(urlsOf('emba01')).toContain('/education/selection/paper/emba');
    expect(urlsOf('benyan01')).toEqual(expect.arrayContaining(['/education/selection/benyan-industry', '/education/selection/paper/benyan']));
    expect(urlsOf('emba01')).not.toContain('/education/selection/alumni/mba');
  });

  it('offers the audit log to administrators only', () => {
    expect(urlsOf('admin')).toContain('/admin/audit');
    for (const who of demoAccounts.map((a) => a.username).filter((u) => u !== 'admin')) expect(urlsOf(who), who).not.toContain('/admin/audit');
  });

  it('offers the notification delivery log to administrators only', () => {
    expect(urlsOf('admin')).toContain('/admin/notifications');
    for (const who of demoAccounts.map((a) => a.username).filter((u) => u !== 'admin')) expect(urlsOf(who), who).not.toContain('/admin/notifications');
  });

});
