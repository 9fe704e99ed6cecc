import type { TeacherDemandRow } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { emptyTeacher, teacherToSave, teacherValues } from './teacher-form-model.ts';

const listed: TeacherDemandRow = {
  id: 7, name: '赵文博', username: 'mentor01', email: 'a@example.com', phone: '13900000000', isDecryptPhone: true, companyName: '华信资本', position: '董事总经理',
  gender: '男', age: 46, industry: '金融', workingYears: 22, isGuideForeignStudent: false, requirements: '积极主动', researchDirection: null,
  thesisTopicSelection: null, facultyUrl: null, teacherEducationalBackground: 'MBA', teacherProfessionalexperience: '二十年', studentIndustryBackground: null,
  studentFutureEmploymentbackground: null, otherRequirements: null, selectionTimes: 3, confirmedCount: 1, waitingCount: 5, firstChoiceCount: 5, remaining: 2, overDemand: 3,
};

describe('the teacher form', () => {
  it('keeps the whole record when only the quota changes', () => {
    const out = teacherToSave(teacherValues(listed), { selectionTimes: 4 }, null);
    expect(out).toEqual({ ok: true, input: expect.objectContaining({ name: '赵文博', username: 'mentor01', selectionTimes: 4, teacherProfessionalexperience: '二十年', age: 46 }) });
    expect(out.ok && 'confirmedCount' in out.input).toBe(false);
  });

  it('refuses a new teacher with a name the round has, and what the contract refuses', () => {
    expect(teacherToSave(emptyTeacher(), { name: ' 赵文博 ' }, ['赵文博'])).toEqual({ ok: false, field: 'name' });
    expect(teacherToSave(emptyTeacher(), { name: '新导师', selectionTimes: -1 }, ['赵文博'])).toEqual({ ok: false, field: 'selectionTimes' });
    expect(teacherToSave(emptyTeacher(), { name: '新导师', email: ' ' }, [])).toMatchObject({ ok: true, input: { name: '新导师', email: null } });
  });
});
