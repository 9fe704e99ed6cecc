import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DdInterviewOption, DdMyApplication } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { ddKit } from './dd-test-kit.ts';

/** Interviews (MOB-S08, codes −100003…−100005): statuses, booking once, slots refused. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  const [a, b] = await freshStudents(t.db, 2);
  tokens.a = (await t.login(a!.username)).token;
  tokens.b = (await t.login(b!.username)).token;
});
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);
const status = async (who: string, id: number) => {
  const cards = await k.okData<DdMyApplication[]>(k.call(who, 'GET', '/api/DDSingupStudent/QueryStudentSignupList'));
  return cards.flatMap((c) => c.signupStudentInfoList).find((s) => s.id === id)!;
};
const options = (who: string, id: number) =>
  k.okData<DdInterviewOption[]>(k.call(who, 'GET', `/api/DDInterviewManage/QueryDDInterviewByDDSingupStudentIdForStudent?DDSingupStudentId=${id}`));

describe('interview', () => {
  it('waits (1) until the internal selection is passed and days exist, can be booked (3), then is booked (2) for good', async () => {
    const r = await k.makeRound();
    const id = await k.submitted('a', r);
    expect((await status('a', id)).interviewStatus).toBe(1);
    const day = await k.interviewDay(r.projectId, 3);
    expect((await status('a', id)).interviewStatus).toBe(1);
    await k.refused(k.book('a', id, day.slots[0]!, day.adresses[0]!), '97111');
    await k.passInternal(id);
    expect((await status('a', id)).interviewStatus).toBe(3);
    const [opt] = await options('a', id);
    expect(opt!.ddInterviewAdressList).toHaveLength(2);
    expect(opt!.ddInterviewTimeList.map((x) => x.isUsed)).toEqual([false, false, false]);

    await k.okData(k.book('a', id, day.slots[1]!, day.adresses[1]!));
    const booked = await status('a', id);
    expect(booked).toMatchObject({ interviewStatus: 2, ddInterviewAdress: 'Online' });
    expect(new Date(booked.interviewEndTime!).getTime() - new Date(booked.interviewStartTime!).getTime()).toBe(1_800_000);
    await k.refused(k.book('a', id, day.slots[2]!, day.adresses[0]!), '97110');
    expect((await options('a', id))[0]!.ddInterviewTimeList.map((x) => x.isUsed)).toEqual([false, true, false]);
  });

  it('refuses a used slot with −100003 (the code in data too)', async () => {
    const r = await k.makeRound({ max: 1 });
    const a = await k.submitted('a', r);
    const b = await k.submitted('b', r);
    await k.passInternal(a);
    await k.passInternal(b);
    const day = await k.interviewDay(r.projectId, 2);
    await k.okData(k.book('a', a, day.slots[0]!, day.adresses[0]!));
    const res = await k.refused(k.book('b', b, day.slots[0]!, day.adresses[1]!), '-100003');
    expect(res.data).toBe(-100003);
    await k.okData(k.book('b', b, day.slots[1]!, day.adresses[1]!));
  });

  it('refuses a slot of another programme or a venue of another day (−100005) and a slot already begun (−100004)', async () => {
    const r = await k.makeRound();
    const id = await k.submitted('a', r);
    await k.passInternal(id);
    const mine = await k.interviewDay(r.projectId, 2, 4);
    const elsewhere = await k.interviewDay(await k.addProgramme(r.manageId), 2, 4);
    await k.refused(k.book('a', id, elsewhere.slots[0]!, elsewhere.adresses[0]!), '-100005');
    await k.refused(k.book('a', id, mine.slots[0]!, elsewhere.adresses[0]!), '-100005');
    await t.db.execute(sql`update dd_interview_times set start_time = now() - interval '1 hour', end_time = now() + interval '1 hour' where id = ${mine.slots[1]!}`);
    await k.refused(k.book('a', id, mine.slots[1]!, mine.adresses[0]!), '-100004');
    expect((await options('a', id))[0]!.ddInterviewTimeList.find((x) => x.id === mine.slots[1])!.isUsed).toBe(true);
  });
});
