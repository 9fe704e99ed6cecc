import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { bearer, type TestApp } from '../../test/harness.ts';

/** The roles tests' calls: each signs in once per username and reuses the token. */
export function rolesKit(t: TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).token);
    return tokens.get(username)!;
  };
  const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: object, app: FastifyInstance = t.app) =>
    app.inject({ method, url, headers: { ...bearer(await tokenOf(username)), 'accept-language': 'zh-CN' }, ...(payload ? { payload } : {}) });
  const idOf = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  return {
    call,
    idOf,
    forget: (username: string) => tokens.delete(username),
    async okData<T>(res: Promise<{ json(): unknown; statusCode: number }>): Promise<T> {
      const r = await res;
      const body = r.json() as { statusCode: number; data: T; message: string };
      expect(r.statusCode, JSON.stringify(body)).toBe(200);
      expect(body.statusCode, JSON.stringify(body)).toBe(200);
      return body.data;
    },
    async refused(res: Promise<{ json(): unknown; statusCode: number }>, code: string) {
      const body = (await res).json() as { statusCode: number; message: string; params?: Record<string, string> };
      expect(body.statusCode, JSON.stringify(body)).toBe(700);
      expect(body.message).toBe(code);
      return body;
    },
    grant: async (by: string, username: string, role: string, reason = '测试授予') =>
      call(by, 'POST', `/api/people/${await idOf(username)}/roles/grant`, { role, reason }),
    revoke: async (by: string, username: string, role: string, reason = '测试收回') =>
      call(by, 'POST', `/api/people/${await idOf(username)}/roles/revoke`, { role, reason }),
    rolesInDb: async (username: string) => (await t.db.select({ role: userRoles.role }).from(userRoles)
      .where(eq(userRoles.userId, await idOf(username)))).map((r) => r.role).sort(),
    isAdminInDb: async (username: string) => (await t.db.select({ a: users.isAdmin }).from(users).where(eq(users.username, username)))[0]!.a,
    auditOf: async (username: string, action: string) => t.db.select().from(auditLog)
      .where(and(eq(auditLog.subjectId, await idOf(username)), eq(auditLog.action, action))).orderBy(desc(auditLog.id)),
  };
}

export const noticeArrives = () => new Promise((r) => setTimeout(r, 200));
