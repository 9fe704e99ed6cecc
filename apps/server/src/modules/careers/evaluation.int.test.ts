import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationSettings } from '@portal/contracts';
import { apiKit } from '../../test/api-kit.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { careersSettings } from './careers-settings.tables.ts';
import { evaluationDefaults } from './evaluation.repo.ts';

/** The professional evaluation's settings: students read them, the career office keeps them (README 'Professional evaluation'). */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'emba01', 'teacher01', 'careeradmin', 'admin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = apiKit(() => t, tokens);

const READ = '/api/career/evaluation-settings';
const SAVE = '/api/career-admin/evaluation-settings';
const read = (who = 'mba01') => k.okData<EvaluationSettings>(k.call(who, 'GET', READ));
const save = (who: string, body: object) => k.call(who, 'PUT', SAVE, body);

describe('professional evaluation settings', () => {
  it('serves the seeded settings to a student', async () => {
    const s = await read();
    expect(s).toMatchObject({ evaluationUrl: evaluationDefaults.evaluationUrl, contactEmail: evaluationDefaults.contactEmail });
    expect(s.updatedAt).not.toBeNull();
  });

  it('lets the career office save a link and an address, trimmed, which students then read', async () => {
    const before = await read();
    const saved = await k.okData<EvaluationSettings>(save('careeradmin', { evaluationUrl: '  https://assess.example.com/start?lang=zh ', contactEmail: ' office@example.edu.cn' }));
    expect(saved).toMatchObject({ evaluationUrl: 'https://assess.example.com/start?lang=zh', contactEmail: 'office@example.edu.cn' });
    expect(Date.parse(saved.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt!));
    expect(await read('emba01')).toEqual(saved);
    const [row] = await t.db.select().from(careersSettings);
    expect(row!.updatedBy).toBe(await k.userId('careeradmin'));
    // An administrator passes the office's rule too; the last save wins.
    await k.okData(save('admin', { evaluationUrl: 'http://assess.example.com/', contactEmail: 'office@example.edu.cn' }));
    expect((await read()).evaluationUrl).toBe('http://assess.example.com/');
  });

  it('refuses a student or a teacher (403) and changes nothing', async () => {
    const before = await read();
    await k.forbidden(save('mba01', { evaluationUrl: 'https://evil.example.com/', contactEmail: 'x@example.com' }));
    await k.forbidden(save('teacher01', { evaluationUrl: 'https://evil.example.com/', contactEmail: 'x@example.com' }));
    expect(await read()).toEqual(before);
  });

  it('refuses a link that is not http or https (3400) and a bad address (3401), and changes nothing', async () => {
    const before = await read();
    const good = { evaluationUrl: 'https://assess.example.com/', contactEmail: 'office@example.edu.cn' };
    for (const evaluationUrl of ['javascript:alert(document.cookie)', 'ftp://files.example.com/test', 'data:text/html,<script>1</script>', '//assess.example.com']) {
      await k.refused(save('careeradmin', { ...good, evaluationUrl }), '3400');
    }
    for (const contactEmail of ['office', 'office@', 'a b@example.edu.cn', 'office@example']) {
      await k.refused(save('careeradmin', { ...good, contactEmail }), '3401');
    }
    // The code travels with its English text; the web shows the catalogue's text in the user's language.
    expect((await k.refused(save('careeradmin', { ...good, evaluationUrl: 'ftp://x.cn/' }), '3400')).messageEn).toMatch(/http:\/\/ or https:\/\//);
    // A missing or over-long field is refused by the schema before any rule.
    await k.refused(save('careeradmin', { evaluationUrl: '', contactEmail: good.contactEmail }), '90003');
    await k.refused(save('careeradmin', { ...good, evaluationUrl: `https://a.cn/${'x'.repeat(2000)}` }), '90003');
    expect(await read()).toEqual(before);
  });

  it('keeps a bad link out at the database too', async () => {
    await expect(t.db.insert(careersSettings).values({ id: 1, evaluationUrl: 'javascript:alert(1)', evaluationContactEmail: 'a@b.cn' })
      .onConflictDoUpdate({ target: careersSettings.id, set: { evaluationUrl: 'javascript:alert(1)' } })).rejects.toThrow();
  });

  it('serves the defaults while the office has saved nothing', async () => {
    await t.db.delete(careersSettings);
    expect(await read()).toEqual({ ...evaluationDefaults, updatedAt: null });
  });
});
