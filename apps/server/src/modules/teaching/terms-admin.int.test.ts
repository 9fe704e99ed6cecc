import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, weekZeroOf, type SchoolYearItem, type TermRow } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { addSlots, makeStartClass } from './teaching-test-kit.ts';
import { termsKit } from './terms-test-kit.ts';

/** The school calendar's staff calls: terms with weeks and holidays, their rules, refusals and audit. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['eduadmin', 'mba01', 'teacher01', 'admin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = termsKit(() => t, tokens);

describe('terms admin', () => {
  it('creates a term from its first day and weeks, the end following, with its holidays, and audits it', async () => {
    // 2901-09-01 is a Thursday: week 0 begins on Monday 5 September.
    const v = k.input(2901, { holidays: [
      { day: '2901-10-03', name: '国庆节', nameEn: 'National Day', makeUpDay: '2901-10-08' },
      { day: '2901-10-04', name: '国庆节', nameEn: 'National Day', makeUpDay: null },
    ] });
    expect(await k.okData(k.create(v))).toEqual({ schoolYear: 2901, term: 1 });
    const row = await k.row(2901);
    expect(row).toMatchObject<Partial<TermRow>>({
      schoolYearName: '2901-2902', name: v.name, nameEn: v.nameEn, firstDay: '2901-09-01', weekZero: '2901-09-05', weeks: 18,
      lastDay: addDaysTo('2901-09-05', 18 * 7 - 1), classCount: 0, canDelete: true,
    });
    expect(row!.holidays).toEqual(v.holidays);
    const [audit] = await k.audits('teaching.term.create');
    expect(audit).toMatchObject({ actorId: await k.userId('eduadmin'), method: 'POST', path: '/api/admin/teaching/terms', params: { schoolYear: '2901', term: '1' } });
    // The portal's term list (C31) reads the same row.
    const years = await k.okData<{ data: SchoolYearItem[] }>(k.call('mba01', 'GET', '/api/GSMSchoolYear/QueryGSMSchoolYearList?pageSize=100'));
    expect(years.data.find((y) => y.schoolYear === 2901)?.termList[0]).toMatchObject({ termValue: 1, termBeginDate: '2901-09-01', termEndDate: row!.lastDay });
  });

  it('lets every signed-in user read the calendar, and only teaching.admin (or an administrator) change it', async () => {
    const terms = await k.okData<TermRow[]>(k.call('mba01', 'GET', '/api/teaching/terms'));
    expect(terms.length).toBeGreaterThan(4);
    await k.forbidden(k.call('mba01', 'GET', '/api/admin/teaching/terms'));
    await k.forbidden(k.create(k.input(2902), 'mba01'));
    await k.forbidden(k.create(k.input(2902), 'teacher01'));
    await k.forbidden(k.remove(2901, 1, 'teacher01'));
    await k.okData(k.create(k.input(2902), 'admin'));
  });

  it('refuses weeks out of range, a first day outside the school year, a key taken, and a key changed (nothing written)', async () => {
    await k.refused(k.create(k.input(2903, { weeks: 0 })), '93802');
    await k.refused(k.create(k.input(2903, { weeks: 31 })), '93802');
    await k.refused(k.create(k.input(2903, { firstDay: '2905-09-01' })), '93803');
    expect(await k.row(2903)).toBeUndefined();
    await k.okData(k.create(k.input(2903)));
    await k.refused(k.create(k.input(2903, { firstDay: '2904-03-01' })), '93809');
    await k.refused(k.call('eduadmin', 'PUT', '/api/admin/teaching/terms/2903/1', k.input(2903, { term: 3 })), '93813');
    await k.refused(k.update(k.input(2903, { term: 2 })), '93800');
  });

  it('refuses holidays outside the term, twice, and make-up days outside, on a holiday or shared, in both languages', async () => {
    const h = (day: string, makeUpDay: string | null = null) => ({ day, name: '假日', nameEn: 'Holiday', makeUpDay });
    await k.refused(k.create(k.input(2904, { holidays: [h('2904-08-31')] })), '93805');
    await k.refused(k.create(k.input(2904, { holidays: [h('2904-10-01'), h('2904-10-01')] })), '93804');
    await k.refused(k.create(k.input(2904, { holidays: [h('2904-10-01', '2905-06-01')] })), '93806');
    await k.refused(k.create(k.input(2904, { holidays: [h('2904-10-01', '2904-10-02'), h('2904-10-02')] })), '93807');
    await k.refused(k.create(k.input(2904, { holidays: [h('2904-10-01', '2904-10-08'), h('2904-10-02', '2904-10-08')] })), '93808');
    const en = await k.refused(k.call('eduadmin', 'POST', '/api/admin/teaching/terms', k.input(2904, { holidays: [h('2904-08-31')] }), 'en-US'), '93805');
    expect(en.messageEn).toContain('The holiday 2904-08-31 is not in the term');
    expect(await k.row(2904)).toBeUndefined();
  });

  it('refuses a term overlapping another of the same year, or of any year, naming it', async () => {
    await k.okData(k.create(k.input(2906)));
    const spring = k.input(2906, { term: 3, name: '春', nameEn: 'Spring', firstDay: '2906-12-01', weeks: 10 });
    const refusal = await k.refused(k.create(spring), '93801');
    expect(refusal.messageEn).toContain('2906-2907-1');
    // A summer running into the next school year's autumn.
    await k.okData(k.create(k.input(2911)));
    const summer = k.input(2910, { term: 4, name: '夏', nameEn: 'Summer', firstDay: '2911-07-06', weeks: 10 });
    expect((await k.refused(k.create(summer), '93801')).messageEn).toContain('2911-2912-1');
    await k.okData(k.create({ ...summer, weeks: 8 }));
    // Editing a term into another's dates is refused the same way.
    await k.okData(k.create({ ...spring, firstDay: '2907-02-22' }));
    await k.refused(k.update({ ...spring, firstDay: '2907-01-01' }), '93801');
  });

  it('keeps a term with classes (93810) and its classes\' weeks (93811); deletes an unused one with its holidays', async () => {
    const holidays = [{ day: '2908-10-01', name: '国庆', nameEn: 'National Day', makeUpDay: null }];
    await k.okData(k.create(k.input(2908, { holidays })));
    const cls = await makeStartClass(t.db, { term: { schoolYear: 2908, term: 1 }, pageType: 'mba' });
    await addSlots(t.db, cls.id, [[2, 1, 2]], [0, 15]);
    const refusal = await k.refused(k.remove(2908, 1), '93810');
    expect(refusal.messageEn).toContain('(1)');
    await k.refused(k.update(k.input(2908, { weeks: 15 })), '93811');
    await k.okData(k.update(k.input(2908, { weeks: 16, name: '改名', holidays })));
    expect((await k.row(2908))).toMatchObject({ name: '改名', classCount: 1, canDelete: false });
    const audit = (await k.audits('teaching.term.update')).find((a) => a.params?.schoolYear === '2908');
    expect(audit!.params).toMatchObject({ schoolYear: '2908', term: '1', fields: 'name,weeks' });

    await k.okData(k.create(k.input(2909, { holidays: [{ day: '2909-10-01', name: '国庆', nameEn: 'National Day', makeUpDay: null }] })));
    await k.okData(k.remove(2909, 1));
    expect(await k.row(2909)).toBeUndefined();
    expect(await k.audits('teaching.term.delete')).toHaveLength(1);
    await k.refused(k.remove(2909, 1), '93800');
  });

  it('moves the end with the first day: week 0 is the Monday on or after it', () => {
    expect(weekZeroOf('2026-09-07')).toBe('2026-09-07');
    expect(weekZeroOf('2027-02-20')).toBe('2027-02-22');
  });
});
