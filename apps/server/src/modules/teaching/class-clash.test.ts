import { describe, expect, it } from 'vitest';
import { schoolTime } from '../../platform/time/school-zone.ts';
import { firstClash, sessionPattern, venueKey, type TermMeeting } from './class-clash.ts';

const other = (o: Partial<TermMeeting>): TermMeeting => ({
  classId: 9, venue: '伟伦楼 501', teacherIds: [7], courseName: '财务管理', courseNameEn: 'Finance', className: '一班', classNameEn: 'Class 1',
  weekStart: 0, weekEnd: 15, weekName: 2, beginTime: '14:00', endTime: '16:35', ...o,
});
const slot = { weekStart: 3, weekEnd: 5, weekName: 2, beginTime: '16:00', endTime: '18:00' };

describe('class clash rule', () => {
  it('finds a venue clash at overlapping times, the same weekday and overlapping weeks', () => {
    expect(firstClash({ classId: null, venue: '伟伦楼501', teacherIds: [], patterns: [slot] }, [other({})])?.kind).toBe('venue');
  });
  it('finds a teacher clash elsewhere', () => {
    expect(firstClash({ classId: null, venue: 'Elsewhere', teacherIds: [7], patterns: [slot] }, [other({})])).toMatchObject({ kind: 'teacher', teacherId: 7 });
  });
  it('lets back-to-back times, other weekdays, other weeks and empty venues pass', () => {
    const c = (p: typeof slot, venue = '伟伦楼 501') => firstClash({ classId: null, venue, teacherIds: [], patterns: [p] }, [other({})]);
    expect(c({ ...slot, beginTime: '16:35', endTime: '18:00' })).toBeNull();
    expect(c({ ...slot, weekName: 3 })).toBeNull();
    expect(firstClash({ classId: null, venue: 'x', teacherIds: [], patterns: [slot] }, [other({ weekStart: 6, weekEnd: 8 })])).toBeNull();
    expect(firstClash({ classId: null, venue: '', teacherIds: [], patterns: [slot] }, [other({ venue: '' })])).toBeNull();
  });
  it('never compares a class with its own meetings', () => {
    expect(firstClash({ classId: 9, venue: '伟伦楼 501', teacherIds: [7], patterns: [slot] }, [other({})])).toBeNull();
  });
  it('puts a dated session on its week and weekday', () => {
    // A term starting on Wednesday 2026-09-02: week 0 is Monday 2026-09-07.
    const start = schoolTime(2026, 9, 2);
    expect(sessionPattern(start, { day: '2026-09-15', beginTime: '09:00', endTime: '17:00' })).toEqual({ weekStart: 1, weekEnd: 1, weekName: 2, beginTime: '09:00', endTime: '17:00' });
    expect(venueKey(' Ｗeilun  501 ')).toBe('weilun501');
  });
});
