import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

describe('the demo seed writes people through the people service', () => {
  it('gives every student the kind student and every other account the kind staff', async () => {
    const rows = rowsOf<{ username: string; kind: string; student: boolean }>(await t.db.execute(sql`
      select u.username, u.kind, exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'student') as student from users u`));
    expect(rows.length).toBeGreaterThan(50);
    const wrong = rows.filter((r) => (r.kind === 'student') !== r.student).map((r) => r.username);
    expect(wrong).toEqual([]);
    expect(rows.find((r) => r.username === 'canteen01')?.kind).toBe('staff');
    expect(rows.find((r) => r.username === 'faculty-li')?.kind).toBe('staff');
  });
});
