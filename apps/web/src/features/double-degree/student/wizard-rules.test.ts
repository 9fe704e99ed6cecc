import { describe, expect, it } from 'vitest';
import { firstMissingStep, LAST_STEP, stepLocked, wordCount } from './wizard-rules.ts';

describe('the wizard steps', () => {
  it('locks every step after the first until the application id exists', () => {
    expect(stepLocked(0, 0)).toBe(false);
    expect(stepLocked(1, 0)).toBe(true);
    expect(stepLocked(5, null)).toBe(true);
    expect(stepLocked(3, 12)).toBe(false);
  });

  it('opens at the first step not saved yet, the declaration once the five are done', () => {
    expect(firstMissingStep(undefined)).toBe(0);
    expect(firstMissingStep([])).toBe(0);
    expect(firstMissingStep([0, 1])).toBe(2);
    expect(firstMissingStep([0, 2, 3])).toBe(1);
    expect(firstMissingStep([0, 1, 2, 3, 4])).toBe(LAST_STEP);
    expect(firstMissingStep([0, 1, 2, 3, 4, 5])).toBe(LAST_STEP);
  });

  it('counts English words and Chinese characters', () => {
    expect(wordCount('  ')).toBe(0);
    expect(wordCount('I want to study abroad.')).toBe(5);
    expect(wordCount('我想 study')).toBe(3);
  });
});
