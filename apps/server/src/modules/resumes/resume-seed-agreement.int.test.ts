import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseInfo, PersonalView } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { resumesKit } from './resumes-test-kit.ts';

/**
 * The demo's profiles and Chinese resumes state the same political status for each student (issue
 * 30: mba01 was 中共党员 in the profile and 群众 on the resume). The profile stores the Chinese
 * name, the resume the dictionary's code; both are read through their own calls and compared by text.
 */
const STUDENTS = ['mba01', 'benyan01', 'grad01', 'phd01'] as const;
let t: TestApp;
const tokens: Record<string, string> = {};
const k = resumesKit(() => t, tokens);
beforeAll(async () => {
  t = await startTestApp();
  for (const who of STUDENTS) tokens[who] = (await t.login(who)).token;
});
afterAll(async () => { await t.close(); });

describe('the demo profile and resume agree', () => {
  it.each(STUDENTS)('%s: one political status on both', async (who) => {
    const id = await k.userId(who);
    const profile = await k.okData<BaseInfo>(k.call(who, 'GET', `/api/VDStudentBaseInfo/GetByStudentId/${id}`));
    const resume = await k.okData<PersonalView>(k.call(who, 'GET', `/api/VDResume/QueryResumeStudentBaseInfo/${await k.resumeId(who)}`));
    expect(profile.political).toBeTruthy();
    expect(resume.politicsStatusText).toBe(profile.political);
    expect(resume.politicsStatusTextEN).toBe(profile.politicalEN);
  });
});
