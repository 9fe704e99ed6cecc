import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanState } from '@portal/contracts';
import { rowsOf } from '../platform/db/client.ts';
import { agreements } from './demo-calendar-suite.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * The demo school year agrees with itself (issue 9), on the template seeded today. The same rules
 * on the demo seeded as if today were in March, July and November, and in the weeks around Spring
 * Festival and the start of autumn where terms turn: demo-calendar-terms and demo-calendar-turns.
 */
describe('the demo seeded today', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });
  agreements(() => t.db, () => new Date());

  it('has the plans the demo walks through open now: a first round and an add/drop round', async () => {
    const rows = rowsOf<{ plan_state: number; open1: boolean; open2: boolean }>(await t.db.execute(sql`
      select plan_state, first_begin <= now() and now() < first_end as open1, second_begin <= now() and now() < second_end as open2 from css_plans`));
    expect(rows.filter((r) => r.plan_state === PlanState.firstOpen && r.open1)).toHaveLength(2);
    expect(rows.filter((r) => r.plan_state === PlanState.secondOpen && r.open2)).toHaveLength(2);
  });
});
