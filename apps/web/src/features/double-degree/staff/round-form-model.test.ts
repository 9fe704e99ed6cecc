import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newRoundValues, roundFormIssues, roundValues, toManageInput } from './round-form-model.ts';

const manage = {
  id: 3, simpleName: '2027 双学位', singupStartTime: '2026-12-01T01:00:00.000Z', singupEndTime: '2026-12-20T16:00:00.000Z',
  notice: '<p>须知</p>', agreementTitle: '协议', agreementContent: '<p>内容</p>', agreementHint: '请阅读', maxChooseProjectCount: 2,
  isEnable: true, projectCount: 3, applicants: 1, isOpen: true,
};

describe('the round form', () => {
  it('shows a round\'s window as Beijing wall clock and gives it back unchanged', () => {
    const v = roundValues(manage);
    expect(v.window![0].format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 09:00');
    const body = toManageInput(v);
    expect(new Date(body.singupStartTime).toISOString()).toBe(manage.singupStartTime);
    expect(new Date(body.singupEndTime).toISOString()).toBe(manage.singupEndTime);
    expect(roundFormIssues(v)).toEqual([]);
  });

  it('saves an empty editor as no text and trims the plain fields', () => {
    const body = toManageInput({ ...roundValues(manage), simpleName: '  名称 ', notice: '<p></p>', agreementContent: '<p> </p>', agreementHint: ' 提示 ' });
    expect(body).toMatchObject({ simpleName: '名称', notice: '', agreementContent: '', agreementHint: '提示' });
  });

  it('starts a new round disabled with a window running forwards', () => {
    const v = newRoundValues();
    expect(v.isEnable).toBe(false);
    expect(v.window![1].isAfter(v.window![0])).toBe(true);
    expect(roundFormIssues({ ...v, simpleName: 'x' })).toEqual([]);
  });

  it('names the refused fields by the form\'s names', () => {
    const v = roundValues(manage);
    expect(roundFormIssues({ ...v, simpleName: ' ' })).toEqual(['simpleName']);
    expect(roundFormIssues({ ...v, window: null })).toEqual(['window']);
    expect(roundFormIssues({ ...v, window: [dayjs('2026-12-02T10:00:00'), dayjs('2026-12-02T10:00:00')] })).toEqual(['window']);
    expect(roundFormIssues({ ...v, maxChooseProjectCount: 0 })).toEqual(['maxChooseProjectCount']);
    expect(roundFormIssues({ ...v, agreementTitle: 'x'.repeat(201) })).toEqual(['agreementTitle']);
  });
});
