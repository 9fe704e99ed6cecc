import { describe, expect, it } from 'vitest';
import { anonymiseAllowedOn } from './personal-data.ts';

describe('anonymiseAllowedOn', () => {
  it('is the same school day N years after leaving, as the server judges it', () => {
    expect(anonymiseAllowedOn('2020-06-30', 5)).toBe('2025-06-30');
    expect(anonymiseAllowedOn('2020-01-05', 1)).toBe('2021-01-05');
  });
  it('moves 29 February to the 28th in a common year, as PostgreSQL does', () => {
    expect(anonymiseAllowedOn('2020-02-29', 5)).toBe('2025-02-28');
    expect(anonymiseAllowedOn('2020-02-29', 4)).toBe('2024-02-29');
  });
  it('has no date for someone who has not left', () => {
    expect(anonymiseAllowedOn(null, 5)).toBeNull();
  });
});
