import { describe, expect, it } from 'vitest';
import type { FileStore } from '../../platform/files/file-store.ts';
import { mentorView, supervisorView } from './selection-views.ts';
import type { TeacherRecord } from './selection.repo.ts';

const teacher = (over: Partial<TeacherRecord> = {}): TeacherRecord => ({
  id: 7, roundId: 3, userId: null, name: '导师', email: null, phone: '13912345678', isDecryptPhone: true, companyName: null, position: null,
  photoFileId: null, gender: null, age: null, industry: null, workingYears: null, isGuideForeignStudent: false, requirements: null,
  researchDirection: null, thesisTopicSelection: null, facultyUrl: null, teacherEducationalBackground: null, teacherProfessionalexperience: null,
  studentIndustryBackground: null, studentFutureEmploymentbackground: null, otherRequirements: null, selectionTimes: 3, confirmedCount: 1, sortOrder: 0, ...over,
});
const files = { uploadLink: () => '/uploadfiles/x' } as unknown as FileStore;
const row = (over: Partial<TeacherRecord>, myStatus: number | null) => ({ teacher: teacher(over), myStatus, myChoiceId: myStatus === null ? null : 1, suggestedName: null, photoName: null });

describe('the mentor row (SEL-S07)', () => {
  it('carries the phone only when released and the caller is confirmed', () => {
    expect(mentorView(files, row({}, 1)).phone).toBe('13912345678');
    for (const [over, status] of [[{}, 0], [{}, null], [{}, 2], [{ isDecryptPhone: false }, 1]] as const) {
      const view = mentorView(files, row(over, status));
      expect('phone' in view).toBe(false);
      expect(JSON.stringify(view)).not.toContain('13912345678');
    }
  });

  it('shows the spec\'s four statuses: lapsed and withdrawn choices read as 3', () => {
    expect([0, 1, 2, 3, 4, 5, null].map((s) => mentorView(files, row({}, s)).status)).toEqual([0, 1, 2, 3, 3, 3, null]);
  });
});

describe('the supervisor row (SEL-U06)', () => {
  it('hides the counts once the scheme has ended and names the status in the request\'s language', () => {
    const open = supervisorView({ ...row({}, 5), haveCount: 2 }, false, 'en');
    expect(open).toMatchObject({ haveSelectionCount: 2, agreeSelectionCount: 1, selectionTimes: 3, lwSelectionAndTeacherAndStudentRelationStatusDes: 'Quota full, please choose again' });
    const ended = supervisorView({ ...row({}, 1), haveCount: 2 }, true, 'zh');
    expect(ended).toMatchObject({ haveSelectionCount: null, agreeSelectionCount: null, selectionTimes: null, lwSelectionAndTeacherAndStudentRelationStatusDes: '导师已确认' });
  });
});
