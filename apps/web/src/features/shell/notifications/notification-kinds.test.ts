import { describe, expect, it } from 'vitest';
import { familiesOf, familyOf } from './notification-kinds.ts';

describe('notification kinds', () => {
  it('takes the family from the part before the first dot', () => {
    expect(familyOf('appointments.reminder')).toBe('appointments');
    expect(familyOf('careers.activity.promoted')).toBe('careers');
    expect(familyOf('plain')).toBe('plain');
  });

  it('lists each family once, in the order of the kinds', () => {
    expect(familiesOf(['appointments.approved', 'appointments.reminder', 'careers.promoted'])).toEqual(['appointments', 'careers']);
    expect(familiesOf([])).toEqual([]);
  });
});
