import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentRow, AssignOptions, UserInfo } from '@portal/contracts';
import { demoStudent } from '../../test/demo-students.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { rowsOf } from './client.ts';
import { users } from './platform.tables.ts';

/**
 * Classes have an English form (issue 9): users.class_name_en, filled by the seed, travels next to
 * the Chinese name wherever the API names a class, and English screens show it; a class without one
 * is shown by its Chinese name.
 */
let t: TestApp;
let staff: string;
let mba01: UserInfo;
beforeAll(async () => {
  t = await startTestApp();
  staff = (await t.login('surveyadmin')).token;
  mba01 = await demoStudent(t, 'mba01', 'en');
});
afterAll(async () => { await t.close(); });

const CJK = /[\u3400-\u9fff]/;
const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...bearer(staff), 'accept-language': 'en-US' } });
  expect(res.json().statusCode, res.body).toBe(200);
  return res.json().data as T;
};

describe('English class names', () => {
  it('tells a student their class in English, of their entrance year', () => {
    expect(mba01.studendtClassNameEn).toBe(`MBA ${mba01.studyEntranceYear} Autumn, Class 1`);
    expect(mba01.studendtClassName).toBe(`MBA ${mba01.studyEntranceYear} 秋季 1 班`);
  });

  it('offers the survey staff every class with its English name, keyed by the Chinese one', async () => {
    const { classes } = await get<AssignOptions>('/api/SurveyAdmin/AssignOptions');
    expect(classes).toContainEqual({ className: mba01.studendtClassName, classNameEn: mba01.studendtClassNameEn, students: 25 });
    expect(classes.length).toBeGreaterThanOrEqual(5);
    for (const c of classes) expect(c.classNameEn, c.className).not.toMatch(CJK);
  });

  it('names the class an assignment went to in English', async () => {
    // A seeded evaluation of mba01's class, read as a user would find it: through its survey.
    const [seeded] = rowsOf<{ survey_id: number }>(await t.db.execute(sql`
      select survey_id from survey_assignments where target_label = ${mba01.studendtClassName} order by id limit 1`));
    const rows = await get<AssignmentRow[]>(`/api/SurveyAdmin/Survey/${seeded!.survey_id}/Assignments`);
    const toClass = rows.filter((r) => r.targetLabel === mba01.studendtClassName);
    expect(toClass.length).toBeGreaterThan(0);
    for (const r of toClass) expect(r.targetLabelEn).toBe(mba01.studendtClassNameEn);
  });

  it('falls back to the Chinese name for a class without an English one', async () => {
    const grad = await demoStudent(t, 'grad01');
    await t.db.update(users).set({ classNameEn: null }).where(eq(users.className, grad.studendtClassName!));
    expect((await demoStudent(t, 'grad01', 'en')).studendtClassNameEn).toBe(grad.studendtClassName);
    const { classes } = await get<AssignOptions>('/api/SurveyAdmin/AssignOptions');
    expect(classes.find((c) => c.className === grad.studendtClassName)?.classNameEn).toBe(grad.studendtClassName);
  });
});
