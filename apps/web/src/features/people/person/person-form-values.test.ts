import { PeopleAdminCode, type PersonDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { toPeopleFilter } from '../list/people-filters.tsx';
import { bodyOf, fieldsOf, formValuesOf, problemsOf, refusedProblems } from './person-form-values.ts';

const roll: PersonDetail['roll'] = {
  name: '李明', enName: 'Ming Li', studentNumber: 'S1', hrUserId: null, email: 'a@example.edu.cn', mobile: null, gender: 'M',
  birthDate: '2000-01-02', pageType: 'mba', studentTypeId: 3, sutdentType: '全日制', resumeStudentType: 3, studyEntranceYear: 2024,
  className: 'MBA 1 班', classNameEn: 'MBA Class 1', department: null, campus: null, isBishop: true, isOutBishop: false,
};

describe('the person form', () => {
  it('shows a student the programme and class, a member of staff the staff number and department', () => {
    expect(fieldsOf('student')).toContain('pageType');
    expect(fieldsOf('student')).not.toContain('hrUserId');
    expect(fieldsOf('staff')).toEqual(expect.arrayContaining(['hrUserId', 'department']));
    expect(fieldsOf('staff')).not.toContain('className');
  });

  it('keeps what the form does not show, since the server clears a field the body leaves out', () => {
    const body = bodyOf({ ...formValuesOf(roll), mobile: '13800000000' }, roll);
    expect(body).toMatchObject({ mobile: '13800000000', birthDate: '2000-01-02', studentTypeId: 3, sutdentType: '全日制', isBishop: true, name: '李明' });
  });

  it('checks the rules of personProblems before sending, and the field bounds first', () => {
    expect(problemsOf('staff', bodyOf({ name: ' ', email: 'nope' }, null))).toEqual([
      { field: 'name', code: PeopleAdminCode.nameRequired },
      { field: 'hrUserId', code: PeopleAdminCode.staffNumberRequired },
      { field: 'email', code: PeopleAdminCode.email },
    ]);
    expect(problemsOf('staff', bodyOf({ name: 'x'.repeat(51), hrUserId: 'T1' }, null))).toEqual([{ field: 'name', code: '90102', params: { max: 50 } }]);
    expect(problemsOf('student', bodyOf(formValuesOf(roll), roll))).toEqual([]);
  });

  it('reads the problems of a refused save, and nothing from another refusal', () => {
    expect(refusedProblems([{ field: 'email', code: PeopleAdminCode.emailTaken }])).toEqual([{ field: 'email', code: '99009' }]);
    expect(refusedProblems(null)).toEqual([]);
  });
});

describe('the people filters', () => {
  it('leave blanks out and trim the texts', () => {
    expect(toPeopleFilter({ queryText: '  Ming ', className: ' ', kind: 'student', entranceYear: null })).toEqual({ queryText: 'Ming', kind: 'student' });
    expect(toPeopleFilter({ entranceYear: 2024, status: 'left', role: 'admin' })).toEqual({ entranceYear: 2024, status: 'left', role: 'admin' });
  });
});
