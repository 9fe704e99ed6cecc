import { eq } from 'drizzle-orm';
import { ResumeKind, resumeCompleteness, type ResumeRow } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { contentOf } from './resume-views.ts';
import * as repo from './resumes.repo.ts';
import { entry, makeResumeStudent, resumesKit } from './resumes-test-kit.ts';
import { resumes } from './resumes.tables.ts';

/**
 * Requests at the same moment. Only PostgreSQL runs them side by side (PGlite has one connection),
 * so that is where these bite: the unique index keeps one resume of each kind, and the resume's row
 * lock keeps the stored completeness equal to what the stored sections earn.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  await makeResumeStudent(t, 'rrace', 3);
  tokens.rrace = (await t.login('rrace')).token;
});
afterAll(async () => { await t.close(); });
const k = resumesKit(() => t, tokens);

describe('concurrent resume writes', () => {
  it('twenty first visits at once make one resume of each kind', async () => {
    const id = await k.userId('rrace');
    const answers = await Promise.all(Array.from({ length: 20 }, () => k.call('rrace', 'GET', `/api/VDResume/InitStudentResume/${id}?studentType=3`)));
    expect(answers.every((a) => a.json().statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().message === '').length).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(resumes).where(eq(resumes.studentId, id));
    expect(rows.map((r) => r.kind).sort()).toEqual([1, 2, 3]);
    expect((answers[0]!.json().data as ResumeRow[]).map((r) => r.kind)).toEqual([1, 2, 3]);
  });

  it('saves of different sections at once leave the completeness their sections earn', async () => {
    const id = await k.resumeId('rrace', ResumeKind.cn);
    const personal = { name: '并发', sex: 1, mobile: '13900000000', email: 'rrace@example.edu.cn' };
    const skills = { vdResumePersonalDto: { nativeLanguage: '中文' }, vdResumeTechnicalSkillAndHobby: [] };
    await Promise.all([
      k.okData(k.save('rrace', 'SaveResumeStudentBaseInfo', id, personal)),
      k.okData(k.save('rrace', 'SaveVDResumeEduInfo', id, [entry.education])),
      k.okData(k.save('rrace', 'SaveVDResumeInternship', id, [entry.job], { jobType: 1 })),
      k.okData(k.save('rrace', 'SaveVDResumeTechnicalSkillAndHobby', id, [entry.core], { type: 2 })),
      k.okData(k.save('rrace', 'SaveVDResumePersonal', id, skills)),
      k.okData(k.save('rrace', 'SaveVDResumeInternship', id, [entry.job], { jobType: 0 })),
    ]);
    const stored = (await k.row(id)).howComplete;
    expect(stored).toBe(100);
    expect(resumeCompleteness(contentOf(await repo.sectionsOf(t.db, id)), 3, 'cn').total).toBe(stored);
  });
});
