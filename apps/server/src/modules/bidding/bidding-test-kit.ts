import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../platform/db/platform.tables.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { cssPlans } from './bidding.tables.ts';

/** Helpers shared by the bidding integration tests: calls as a student, plan look-ups. */
export function kit(t: TestApp) {
  const env = (res: LightMyRequestResponse) => res.json() as { statusCode: number; data: never; message: string; params?: Record<string, unknown> };
  return {
    env,
    get: async (token: string, url: string) => env(await t.app.inject({ method: 'GET', url, headers: bearer(token) })),
    post: async (token: string, url: string, payload: object) => env(await t.app.inject({ method: 'POST', url, headers: bearer(token), payload })),
    del: async (token: string, url: string) => env(await t.app.inject({ method: 'DELETE', url, headers: bearer(token) })),
    /** The demo plan of a programme in a given state. */
    planId: async (pageType: string, state: number) => {
      const rows = await t.db.select().from(cssPlans).where(eq(cssPlans.pageType, pageType));
      const plan = rows.find((p) => p.planState === state);
      if (!plan) throw new Error(`no ${pageType} plan in state ${state}`);
      return plan.id;
    },
    userId: async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id,
  };
}
