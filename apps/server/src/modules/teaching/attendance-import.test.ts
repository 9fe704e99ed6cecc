import { DEFAULT_ATTENDANCE_SETTINGS, attendanceStatuses } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryData } from '../../platform/dictionaries/dictionary.data.ts';
import { normalDate, statusOf } from './attendance-import.ts';

describe('the attendance sheet cells', () => {
  it('reads a day as YYYY-MM-DD, slashes and one-digit parts allowed, and refuses days that do not exist', () => {
    expect(normalDate('2026-10-05')).toBe('2026-10-05');
    expect(normalDate('2026/1/5')).toBe('2026-01-05');
    for (const bad of ['2026-02-30', '2026-13-01', '05/10/2026', '2026-10', '', 'yesterday', '1899-12-31']) expect(normalDate(bad), bad).toBeNull();
  });

  it('reads a status by its code or its Chinese or English name, any case', () => {
    expect(statusOf('Present')).toBe('Present');
    expect(statusOf('left early')).toBe('LeftEarly');
    expect(statusOf('旷课')).toBe('Absent');
    expect(statusOf('Sleeping')).toBeNull();
    expect(statusOf('')).toBeNull();
  });

  it('knows the same statuses as the AttendanceStatus dictionary, and the default points name every one of them', () => {
    expect((dictionaryData.AttendanceStatus ?? []).map((d) => d.fieldValue)).toEqual([...attendanceStatuses]);
    expect(Object.keys(DEFAULT_ATTENDANCE_SETTINGS.points).sort()).toEqual([...attendanceStatuses].sort());
  });
});
