import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { UserInfo } from '@portal/contracts';
import { users } from '../platform/db/platform.tables.ts';
import { bearer, type TestApp } from './harness.ts';

/**
 * The demo students as the seed made them. Their entrance years, and the student numbers and
 * classes that carry the year, follow the school year of the seed (users.seed.ts), so tests read
 * them here instead of writing 2025: the suite keeps passing when the school year turns.
 */

/** A student's /api/User/info, as the web reads it (in English with `lang: 'en'`). */
export async function demoStudent(t: TestApp, username: string, lang: 'zh' | 'en' = 'zh'): Promise<UserInfo> {
  const { token } = await t.login(username);
  const res = await t.app.inject({ method: 'GET', url: '/api/User/info', headers: { ...bearer(token), 'accept-language': lang === 'en' ? 'en-US' : 'zh-CN' } });
  expect(res.json().statusCode, res.body).toBe(200);
  return res.json().data as UserInfo;
}

/** The student numbers of demo accounts, in the order of `usernames`. */
export async function studentNumbersOf(t: TestApp, usernames: string[]): Promise<string[]> {
  const rows = await t.db.select({ username: users.username, number: users.studentNumber }).from(users).where(inArray(users.username, usernames));
  const byName = new Map(rows.map((r) => [r.username, r.number]));
  return usernames.map((u) => {
    const n = byName.get(u);
    if (!n) throw new Error(`${u} has no student number`);
    return n;
  });
}
