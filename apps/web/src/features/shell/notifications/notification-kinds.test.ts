import { describe, expect, it } from 'vitest';
import { byFamily, changedChoices, familiesOf, familyOf, kindLabel } from './notification-kinds.ts';

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

describe('the e-mail settings', () => {
  const prefs = [
    { kind: 'appointments.reminder', label: '咨询预约提醒', labelEn: 'Appointment reminders', mandatory: false, email: true },
    { kind: 'careers.promoted', label: '候补转正', labelEn: 'Promoted from the waitlist', mandatory: false, email: false },
    { kind: 'appointments.cancelled', label: '咨询预约取消', labelEn: 'Appointment cancellations', mandatory: true, email: true },
  ];

  it('groups the kinds by family, in the order of the list', () => {
    expect(byFamily(prefs).map((g) => [g.family, g.rows.map((r) => r.kind)])).toEqual([
      ['appointments', ['appointments.reminder', 'appointments.cancelled']],
      ['careers', ['careers.promoted']],
    ]);
  });

  it('sends only what changed, never a mandatory kind', () => {
    expect(changedChoices(prefs, {})).toEqual([]);
    expect(changedChoices(prefs, { 'appointments.reminder': true, 'careers.promoted': true })).toEqual([{ kind: 'careers.promoted', email: true }]);
    expect(changedChoices(prefs, { 'appointments.reminder': false, 'appointments.cancelled': false })).toEqual([{ kind: 'appointments.reminder', email: false }]);
  });

  it('names a kind in the current language, and an unknown one by itself', () => {
    expect(kindLabel('en-US', 'careers.promoted', prefs)).toBe('Promoted from the waitlist');
    expect(kindLabel('zh-CN', 'careers.promoted', prefs)).toBe('候补转正');
    expect(kindLabel('en-US', 'gone.kind', prefs)).toBe('gone.kind');
    expect(kindLabel('en-US', 'careers.promoted', undefined)).toBe('careers.promoted');
  });
});
