import type { ClassTime } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fromEmbaForm, fromMbaForm, toEmbaForm, toMbaForm } from './class-times-form.ts';

describe('class times in the staff course form', () => {
  const mba: ClassTime[] = [{ weekStart: 0, weekEnd: 7, weekName: 2, classStart: '14:00', classEnd: '16:35' }];
  const emba: ClassTime[] = [{ startDate: '2026-12-05', endDate: '2026-12-06', startTime: '09:00', endTime: '17:00' }];

  it('shows MBA weeks one-based and stores them zero-based', () => {
    const form = toMbaForm(mba);
    expect(form[0]?.weeks).toEqual([1, 8]);
    expect(fromMbaForm(form)).toEqual(mba);
  });

  it('round-trips EMBA dated modules', () => {
    expect(fromEmbaForm(toEmbaForm(emba))).toEqual(emba);
  });

  it('keeps only the times of the plan’s programme', () => {
    expect(toMbaForm([...mba, ...emba])).toHaveLength(1);
    expect(toEmbaForm([...mba, ...emba])).toHaveLength(1);
  });

  it('drops rows left incomplete', () => {
    expect(fromMbaForm([undefined, { weeks: [1, null], weekName: 1, hours: null }])).toEqual([]);
    expect(fromEmbaForm([{ dates: null, hours: null }])).toEqual([]);
  });
});
