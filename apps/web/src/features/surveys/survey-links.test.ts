import { describe, expect, it } from 'vitest';
import type { FacultySurveyRow, GraduateSurveyRow, MentorSurveyRow } from '@portal/contracts';
import { facultySurveyPath, graduateSurveyOpen, graduateSurveyPath, mentorSurveyPath, surveyContextOf } from './survey-links.ts';

const row: FacultySurveyRow = {
  surveyID: 3, surveyName: '评估', surveyNameEn: null, businessType: '0', businessValue: '12', businessValue2: '7', userID: 'mba01', language: 'zh',
  evaluationType: '期末评估', evaluationTypeEn: null, courseNameCN: '课程', courseNameEN: null, teacherName: null, teacherNameEn: null, status: 0,
  creationTime: null, beginTime: '2025-01-01T00:00:00Z', endTime: '2025-02-01T00:00:00Z', isOpen: true,
};

describe('survey links', () => {
  it('builds the faculty link in the route table\'s form', () => {
    expect(facultySurveyPath(row)).toBe('/education/evaluate/survey_new/view/3/0/12/mba01?businessType=0&businessValue2=7');
  });

  it('builds both nominated-mentor links', () => {
    const m: MentorSurveyRow = { ...row, businessType: '1', position: null, positionEn: null };
    expect(mentorSurveyPath(m, 'faculty')).toBe('/education/evaluate/survey/view/3/12/mba01?businessType=1&businessValue2=7');
    expect(mentorSurveyPath(m, 'alumni')).toBe('/education/selection/alumni/survey/view/3/12/mba01/?businessType=1&businessValue2=7');
  });

  it('opens a graduate survey only inside its window and before submission', () => {
    const g: GraduateSurveyRow = {
      id: 9, title: 't', titleEn: null, surveyName: 's', surveyNameEn: null, surveyId: 4, userID: 'grad01', beginTime: '2025-01-01T00:00:00Z',
      endTime: '2025-02-01T00:00:00Z', createTime: '2024-12-01T00:00:00Z', isSubmit: false, submitSurvyTime: null,
    };
    expect(graduateSurveyPath(g)).toBe('/graduate-survey/view/4/9/grad01?businessType=GraduateSurvey');
    expect(graduateSurveyOpen(g, Date.parse('2025-01-15T00:00:00Z'))).toBe(true);
    expect(graduateSurveyOpen(g, Date.parse('2025-02-02T00:00:00Z'))).toBe(false);
    expect(graduateSurveyOpen(g, Date.parse('2024-12-31T00:00:00Z'))).toBe(false);
    // Begin inclusive, end exclusive (docs/time.md), whatever offset the instants are written with.
    expect(graduateSurveyOpen(g, Date.parse('2025-01-01T08:00:00+08:00'))).toBe(true);
    expect(graduateSurveyOpen(g, Date.parse('2025-02-01T08:00:00+08:00'))).toBe(false);
    expect(graduateSurveyOpen({ ...g, isSubmit: true }, Date.parse('2025-01-15T00:00:00Z'))).toBe(false);
  });

  it('reads the context of every view route, p meaning view-only', () => {
    expect(surveyContextOf({ id: '3', type: '0', value: '12', userId: 'mba01' }, new URLSearchParams('businessValue2=7')))
      .toEqual({ surveyId: 3, businessValue: '12', businessValue2: '7', businessType: '0', readOnly: false, userId: 'mba01' });
    expect(surveyContextOf({ id: '4', value: '9', userId: 'grad01' }, new URLSearchParams('businessType=GraduateSurvey&p=1')))
      .toMatchObject({ surveyId: 4, businessValue: '9', businessType: 'GraduateSurvey', readOnly: true });
    expect(surveyContextOf({ id: 'x' }, new URLSearchParams()).surveyId).toBe(0);
  });
});
