import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newRoundValues, roundFormIssues, toRoundBody } from './round-form-model.ts';

describe('the round form', () => {
  const valid = () => ({ ...newRoundValues(), name: ' 2027 校友导师双选 ', remark: '<p></p>' });

  it('sends the window as school times and no remark for an empty editor', () => {
    const v = { ...valid(), window: [dayjs('2027-03-01T09:00:00'), dayjs('2027-03-15T18:00:00')] as [dayjs.Dayjs, dayjs.Dayjs] };
    const body = toRoundBody(v);
    expect(body).toMatchObject({ name: '2027 校友导师双选', startTime: '2027-03-01T09:00:00+08:00', endTime: '2027-03-15T18:00:00+08:00', remark: null });
    expect(roundFormIssues(v)).toEqual([]);
  });

  it('names the window when it ends before it starts, and a page type the kind does not have', () => {
    const v = { ...valid(), window: [dayjs('2027-03-15T09:00:00'), dayjs('2027-03-01T09:00:00')] as [dayjs.Dayjs, dayjs.Dayjs] };
    expect(roundFormIssues(v)).toEqual(['window']);
    expect(roundFormIssues({ ...valid(), selectionType: 'mentor', pageType: 'emba' })).toEqual(['pageType']);
    expect(roundFormIssues({ ...valid(), selectionType: 'supervisor', pageType: 'emba' })).toEqual([]);
  });

  it('names the fields out of the contract\'s bounds', () => {
    expect(roundFormIssues({ ...valid(), name: '  ' })).toEqual(['name']);
    expect(roundFormIssues({ ...valid(), studentSelectionTimes: 0 })).toEqual(['studentSelectionTimes']);
    expect(roundFormIssues({ ...valid(), window: null })).toEqual(['window']);
  });
});
