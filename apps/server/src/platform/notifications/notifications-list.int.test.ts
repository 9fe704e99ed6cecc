import type { Notification } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKit } from '../../test/api-kit.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { insertNotice } from './notifications.repo.ts';

/**
 * The caller's list (contracts notifications.ts): filtered by kind or family and by unread, the
 * filter's kinds, the unread count whatever the filter, and nobody else's notices.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const people: { id: number; username: string }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  people.push(...await freshStudents(t.db, 2));
  for (const p of people) tokens[p.username] = (await t.login(p.username)).token;
  const [me, other] = people as [typeof people[0], typeof people[0]];
  const row = (kind: string, title: string) => ({ userId: me.id, kind, title, titleEn: title, body: '', bodyEn: '', link: null });
  await insertNotice(t.db, row('appointments.reminder', 'a'));
  await insertNotice(t.db, row('appointments.approved', 'b'));
  await insertNotice(t.db, row('careers.promoted', 'c'));
  // A family whose name is another's start: 'careers' must not match it.
  await insertNotice(t.db, row('careers_x.promoted', 'd'));
  await insertNotice(t.db, { ...row('appointments.reminder', 'theirs'), userId: other.id });
}, 60_000);
afterAll(async () => t.close());
const k = apiKit(() => t, tokens);

type ListPage = { data: Notification[]; total: number; unread: number };
const list = (query: string, who = people[0]!.username) => k.okData<ListPage>(k.call(who, 'GET', `/api/notifications?pageSize=50${query}`));
const titles = (p: ListPage) => p.data.map((n) => n.title).sort();

describe('the notification list', () => {
  it('filters by family, by exact kind, and by unread, with the unread count of all', async () => {
    expect(titles(await list(''))).toEqual(['a', 'b', 'c', 'd']);
    expect(titles(await list('&kind=appointments'))).toEqual(['a', 'b']);
    expect(titles(await list('&kind=careers'))).toEqual(['c']);
    expect(titles(await list('&kind=appointments.approved'))).toEqual(['b']);
    expect((await list('&kind=appoint')).total).toBe(0);

    const b = (await list('&kind=appointments.approved')).data[0]!;
    await k.okData(k.call(people[0]!.username, 'POST', `/api/notifications/${b.id}/read`));
    const unread = await list('&unreadOnly=true&kind=appointments');
    expect(titles(unread)).toEqual(['a']);
    expect(unread).toMatchObject({ total: 1, unread: 3 });
  });

  it('lists the kinds the caller has, and only theirs', async () => {
    expect(await k.okData(k.call(people[0]!.username, 'GET', '/api/notifications/kinds')))
      .toEqual({ kinds: ['appointments.approved', 'appointments.reminder', 'careers.promoted', 'careers_x.promoted'] });
    expect(await k.okData(k.call(people[1]!.username, 'GET', '/api/notifications/kinds'))).toEqual({ kinds: ['appointments.reminder'] });
    expect(titles(await list('', people[1]!.username))).toEqual(['theirs']);
  });

  it('refuses a kind that is not a kind', async () => {
    await k.refused(k.call(people[0]!.username, 'GET', `/api/notifications?kind=${encodeURIComponent("a' or 1=1")}`), '90003');
  });
});
