import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { pickOption } from '../shared/select.ts';
import { call, choose, closeRound, makeRound, students, teacherIds, useLanguage } from './staff-teacher-support.ts';

/**
 * mentor01 answers the students who chose them in a round of the spec's own (selectionadmin makes it
 * through the API, with mentor01's teacher at a quota of two): one choice the staff confirmed while
 * the page was open is refused as already confirmed and then shows as final; another student is
 * pointed to another teacher; a third is confirmed, which fills the quota and lapses the last.
 */
const texts = {
  'zh-CN': { confirmed: '已确认', final: '已确认（不可更改）', already: '该选择已确认，不能更改', suggested: '已婉拒或推荐他人', lapsed: '名额已满，已失效', suggestOk: '推荐其他导师' },
  'en-US': { confirmed: 'Confirmed', final: 'Confirmed (final)', already: 'This choice has already been confirmed and cannot be changed', suggested: 'Declined or another suggested', lapsed: 'Lapsed, quota full', suggestOk: 'Suggest another' },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`mentor01 confirms, suggests another, and meets a choice already confirmed (${lang})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const x = texts[lang];
    const admin = await apiSignIn(request, 'selectionadmin');
    const [a, b, c, d] = await students(request, ['mba06', 'mba07', 'mba08', 'mba09']);
    const name = `E2E 导师确认 ${lang} ${Date.now()}`;
    const roundId = await makeRound(request, admin, name, [a!, b!, c!, d!], [{ name: '甲导师', selectionTimes: 2, username: 'mentor01' }, { name: '乙导师', selectionTimes: 2 }]);
    const ids = await teacherIds(request, admin, roundId);
    for (const s of [a!, b!, c!, d!]) await choose(request, s, roundId, ids['甲导师']!);

    await useLanguage(page, lang);
    await signIn(page, 'mentor01', '/selection/teacher');
    await expect(page.getByTestId('teacher-desk-page')).toBeVisible();
    await pickOption(page, 'desk-round', name);
    const row = (s: { studentNumber: string }) => page.getByTestId('choice-row').filter({ hasText: s.studentNumber });
    await expect(page.getByTestId('choice-row')).toHaveCount(4);
    await expect(row(a!).getByTestId('choice-resume')).toHaveAttribute('href', /\/inline\//);
    await expectNoSeriousViolations(page, 'teacher desk');

    // The staff confirm a's choice while mentor01's page still shows it waiting.
    const all = await call<{ id: number; studentId: number }[]>(request, admin, 'get', `/api/selection/teacher/choices?selectionId=${roundId}`);
    await call(request, admin, 'post', `/api/selection/teacher/choices/${all.find((ch) => ch.studentId === a!.id)!.id}/confirm`);
    await row(a!).getByTestId('choice-confirm').click();
    await confirmDialog(page);
    await expect(page.getByTestId('teacher-refusal')).toContainText(x.already);
    await expect(row(a!).getByTestId('choice-final')).toHaveText(x.final);
    await expect(row(a!).getByTestId('choice-confirm')).toHaveCount(0);

    // d is pointed to the round's other teacher, with a note.
    await row(d!).getByTestId('choice-suggest').click();
    const dialog = page.getByRole('dialog');
    await pickOption(page, 'answer-teacher', '乙导师');
    await dialog.getByTestId('answer-note').fill('E2E: 乙导师 fits better');
    await expectNoSeriousViolations(page, 'suggest dialog');
    await page.getByTestId('answer-submit').click();
    await expect(dialog).toBeHidden();
    await expect(row(d!).getByTestId('choice-status')).toHaveText(x.suggested);
    await expect(row(d!)).toContainText('乙导师');

    // b takes the last place: c's waiting choice lapses, and nothing is left to answer.
    await row(b!).getByTestId('choice-confirm').click();
    await confirmDialog(page);
    await expect(row(b!).getByTestId('choice-final')).toHaveText(x.final);
    await expect(row(c!).getByTestId('choice-status')).toHaveText(x.lapsed);
    await expect(page.getByTestId('choice-confirm')).toHaveCount(0);
  });
}

/**
 * mentor01 ranks the three students who chose them (quota two) on the desk's ranking tab: the one
 * listed last is moved to the top and the order saved, and it survives a reload. The round is closed
 * and the staff confirm the matching, which follows the ranking; the student left out reads on their
 * own page that the teacher, named, was full with students the teacher ranked higher.
 */
const rankTexts = {
  'zh-CN': { saved: '排序已保存', ranked1: '第 1 位', reason: '名额已由该导师排序更靠前的学生占满', notPlaced: '您选择的导师均未能录取您', closed: '本轮已结束，排序已确定' },
  'en-US': { saved: 'Ranking saved', ranked1: 'Ranked 1', reason: 'full with students this teacher ranked higher', notPlaced: 'none of the teachers you chose could take you', closed: 'Round ended: the ranking is final' },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`mentor01 ranks the students who chose them; the matching follows and the student left out is told why (${lang})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const x = rankTexts[lang];
    const admin = await apiSignIn(request, 'selectionadmin');
    const crowd = await students(request, ['mba02', 'mba03', 'mba04']);
    const name = `E2E 导师排序 ${lang} ${Date.now()}`;
    const roundId = await makeRound(request, admin, name, crowd, [{ name: '排序导师', selectionTimes: 2, username: 'mentor01' }]);
    const ids = await teacherIds(request, admin, roundId);
    for (const s of crowd) await choose(request, s, roundId, ids['排序导师']!);

    await useLanguage(page, lang);
    await signIn(page, 'mentor01', '/selection/teacher');
    await expect(page.getByTestId('teacher-desk-page')).toBeVisible();
    await pickOption(page, 'desk-round', name);
    await page.getByTestId('desk-tab-ranking').click();
    const rows = page.getByTestId('ranking-card').getByTestId('ranking-row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('ranking-unranked')).toHaveCount(3);
    const numberAt = (i: number) => rows.nth(i).getByTestId('ranking-student').innerText();
    const before = [await numberAt(0), await numberAt(1), await numberAt(2)];
    const last = crowd.find((s) => before[2]!.includes(s.studentNumber))!;
    const left = crowd.find((s) => before[1]!.includes(s.studentNumber))!;
    await rows.nth(2).getByTestId('ranking-up').click();
    await rows.nth(1).getByTestId('ranking-up').click();
    await expect(rows.nth(0)).toContainText(last.studentNumber);
    await expectNoSeriousViolations(page, 'teacher ranking');
    await page.getByTestId('ranking-save').click();
    await expect(page.getByText(x.saved)).toBeVisible();
    await expect(rows.nth(0)).toContainText(x.ranked1);
    await expect(page.getByTestId('ranking-unranked')).toHaveCount(0);

    await page.reload();
    await pickOption(page, 'desk-round', name);
    await page.getByTestId('desk-tab-ranking').click();
    await expect(rows.nth(0)).toContainText(last.studentNumber);
    await expect(rows.nth(2)).toContainText(left.studentNumber);

    // Closed: the ranking is final, and the staff confirm the matching, which follows it.
    await closeRound(request, admin, roundId);
    const preview = await call<{ token: string; pairs: { studentId: number }[]; unmatched: { studentId: number }[] }>(request, admin, 'post', `/api/admin/selection/rounds/${roundId}/matching/preview`);
    expect(preview.unmatched.map((u) => u.studentId)).toEqual([left.id]);
    await call(request, admin, 'post', `/api/admin/selection/rounds/${roundId}/matching/confirm`, { token: preview.token });
    await page.reload();
    await pickOption(page, 'desk-round', name);
    await page.getByTestId('desk-tab-ranking').click();
    await expect(page.getByTestId('ranking-state')).toHaveText(x.closed);

    await signIn(page, left.username, '/education/selection/alumni/mba');
    const row = page.getByTestId('round-row').filter({ hasText: name });
    await expect(row.getByTestId('round-no-teacher-state')).toContainText(x.notPlaced);
    await expect(row.getByTestId('round-no-teacher-reason')).toHaveCount(1);
    await expect(row.getByTestId('round-no-teacher-reason')).toContainText('排序导师');
    await expect(row.getByTestId('round-no-teacher-reason')).toContainText(x.reason);
    await expectNoSeriousViolations(page, 'unplaced reason');
  });
}
