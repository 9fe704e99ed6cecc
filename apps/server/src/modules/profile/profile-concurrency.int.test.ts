import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseInfo, Cadre, Rewards } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { profileKit } from './profile-test-kit.ts';

/**
 * Saves of one student that arrive together (two tabs, a double click) never interleave: a list
 * save replaces the whole list under the student's row lock, so the stored list is one of the two
 * sent, never both merged; of two first saves of a single form (id 0) one creates the row and the
 * other is refused whole, as a second create always is. On PostgreSQL
 * the requests really run at once (TEST_DATABASE_URL); on PGlite they are serialised anyway.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const k = profileKit(() => t, tokens);
let mba = 0;
let ben = 0;
beforeAll(async () => {
  t = await startTestApp();
  mba = await k.student('mba', 'mba');
  // The parents' fields apply to an undergraduate (an MBA's are stored empty), so they tell the saves apart.
  ben = await k.student('ben', 'benyan');
});
afterAll(async () => { await t.close(); });

const cadre = (orgName: string) => ({ beginDate: '2024-09', endDate: '2025-07', college: '学院', isCadre: true, orgName, position: '部长' });

describe('concurrent saves of one student', () => {
  it('two whole-list saves at once: the list is one of them, whole', async () => {
    const a = [cadre('甲社1'), cadre('甲社2'), cadre('甲社3')];
    const b = [cadre('乙社1'), cadre('乙社2')];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([k.p.cadresSave('mba', k.cadres(a)), k.p.cadresSave('mba', k.cadres(b))]);
      for (const res of answers) expect(res.json().statusCode).toBe(200);
      const names = (await k.okData<Cadre[]>(k.p.cadresGet('mba', mba))).map((c) => c.orgName);
      expect([a.map((c) => c.orgName), b.map((c) => c.orgName)]).toContainEqual(names);
    }
  });

  it('rewards of four kinds saved at once from two tabs: every kind from the same save', async () => {
    const one = k.rewards();
    const two = k.rewards({ jjList: [{ name: '二等奖学金', level: '院级', moneyOrTime: '2000', memo: '' }, { name: '三等奖学金', level: '院级', moneyOrTime: '1000', memo: '' }], cfList: [] });
    await Promise.all([k.p.rewardsSave('mba', one), k.p.rewardsSave('mba', two)]);
    const r = await k.okData<Rewards>(k.p.rewardsGet('mba', mba));
    const sent = r.jjList.length === 1 ? one : two;
    expect(r.jjList.map((x) => x.name)).toEqual((sent.jjList ?? []).map((x) => x.name));
    expect(r.cfList.map((x) => x.name)).toEqual((sent.cfList ?? []).map((x) => x.name));
  });

  it('two first saves of the base info (id 0) at once: one creates, the other is told to update (98002)', async () => {
    const jobs = ['医生', '律师'];
    const answers = await Promise.all(jobs.map((job) => k.p.baseCreate('ben', k.base({ fatherOccupation: job }))));
    const bodies = answers.map((res) => res.json() as { statusCode: number; message: string; data: { id: number } | null });
    const won = bodies.findIndex((b) => b.statusCode === 200);
    expect(won).toBeGreaterThanOrEqual(0);
    expect(bodies[1 - won]).toMatchObject({ statusCode: 700, message: '98002' });
    const info = await k.okData<BaseInfo>(k.p.baseGet('ben', ben));
    expect(info.id).toBe(bodies[won]!.data!.id);
    expect(info.fatherOccupation).toBe(jobs[won]);
  });
});
