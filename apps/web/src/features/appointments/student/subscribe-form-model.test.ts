import { describe, expect, it } from 'vitest';
import { subscribeBody, valuesFromStored } from './subscribe-form-model.ts';
import type { StoredForm } from './subscribe-form-model.ts';

const ctx = { id: 0, studentId: 7, counsellorId: 3, consultId: 11 };
const resume = { id: 'f1', fileName: 'cv.pdf', fileUrl: '/uploadfiles/f1' };

describe('the SaveVDSubscribe body', () => {
  it('carries status 0, fromType 2, the slot, the career answers and the resume triple', () => {
    const body = subscribeBody({ slotId: 42, q1: ' a ', q2: 'b', q3: 'c', questions: [{ question: ' mine ' }], biographicalNotes: [resume] }, { ...ctx, typeKey: 1 });
    expect(body).toMatchObject({
      id: 0, studentId: 7, status: 0, fromType: 2, vdvdInterviewConsultTimesDetailId: 42, vdInterviewConsultId: 11,
      q1: 'a', q2: 'b', q3: 'c', vdSubscribeYourQuestionList: [{ question: 'mine' }],
      biographicalNotesFileId: 'f1', biographicalNotesFileName: 'cv.pdf', professionalAssessmentFileId: null, otherFileId: null,
    });
    expect(body).not.toHaveProperty('q4');
  });

  it('copies a mock interview\'s q4–q6 into q1–q3 (BOOK-V02)', () => {
    const body = subscribeBody({ slotId: 1, q4: 'x', q5: 'y', q6: 'z' }, { ...ctx, typeKey: 2 });
    expect(body).toMatchObject({ q1: 'x', q2: 'y', q3: 'z', q4: 'x', q5: 'y', q6: 'z', vdSubscribeYourQuestionList: [] });
  });
});

describe('the values of a booking being changed', () => {
  it('holds its slot, answers, own questions and files', () => {
    const stored: StoredForm = {
      vdvdInterviewConsultTimesDetailId: 9, q1: 'a', q2: 'b', q3: 'c', q4: null, q5: null, q6: null,
      vdSubscribeYourQuestionList: [{ question: 'q' }],
      biographicalNotesFileId: 'f1', biographicalNotesFileName: 'cv.pdf', biographicalNotesUrl: '/u', otherFileId: null,
    };
    const v = valuesFromStored(stored);
    expect(v).toMatchObject({ slotId: 9, q1: 'a', q4: '', questions: [{ question: 'q' }], other: [], professionalAssessment: [] });
    expect(v.biographicalNotes).toEqual([{ id: 'f1', fileName: 'cv.pdf', fileUrl: '/u' }]);
  });
});
