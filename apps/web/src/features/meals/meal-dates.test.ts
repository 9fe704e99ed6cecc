import { describe, expect, it } from 'vitest';
import { bookableDate, mealSurveyPath } from './meal-dates.ts';

describe('bookableDate', () => {
  const menu = { bookableFrom: '2026-11-27', bookableTo: '2026-12-03' };
  it('offers the open dates to the menu end, both ends included', () => {
    expect(['2026-11-26', '2026-11-27', '2026-12-03', '2026-12-04'].map((d) => bookableDate(menu, d))).toEqual([false, true, true, false]);
  });
  it('offers nothing without a menu or once every day has closed', () => {
    expect(bookableDate(null, '2026-11-27')).toBe(false);
    expect(bookableDate({ bookableFrom: null, bookableTo: '2026-12-03' }, '2026-12-03')).toBe(false);
  });
});

describe('mealSurveyPath', () => {
  it('opens the engine on the meal survey route with the assignment as businessValue', () => {
    expect(mealSurveyPath({ surveyID: 7, surveyAssignmentId: 31 }, 'M 01')).toBe('/order-meal/survey/view/7/Meal/31/M%2001?businessType=Meal');
    expect(mealSurveyPath({ surveyID: null, surveyAssignmentId: null }, 'x')).toBeNull();
  });
});
