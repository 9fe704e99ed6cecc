import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../platform/db/platform.tables.ts';
import { bearer, type TestApp } from './harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The steps every module's integration tests take through the API: a call as a signed-in demo user
 * (`tokens` by username), and the three answers they expect: success with data, a business refusal
 * with its code (statusCode 700), and 403. Module kits build on it.
 */
export function apiKit(t: () => TestApp, tokens: Record<string, string>) {
  const call = (who: string, method: Method, url: string, payload?: unknown, lang?: string) =>
    t().app.inject({
      method, url, headers: { ...bearer(tokens[who]!), ...(lang ? { 'accept-language': lang } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const okData = async <T>(p: ReturnType<typeof call>): Promise<T> => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  /** A 700 refusal; with `code`, that catalogue code. */
  const refused = async (p: ReturnType<typeof call>, code?: string) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusCode, res.body).toBe(700);
    if (code !== undefined) expect(res.json().message, res.body).toBe(code);
    return res.json();
  };
  const forbidden = async (p: ReturnType<typeof call>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403 });
  };
  const userId = async (username: string) => (await t().db.select().from(users).where(eq(users.username, username)))[0]!.id;
  return { call, okData, refused, forbidden, userId };
}
