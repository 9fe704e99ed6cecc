import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationKinds } from './notification-kinds.ts';
import { notificationTemplates } from './notification-templates.ts';

// Each family's texts are tested in its own notice-kinds/<module>.test.ts; this checks the gathering.
describe('notification kinds', () => {
  it('every kind has a template and is named <module>.<event> after its file', () => {
    expect(Object.keys(notificationTemplates).sort()).toEqual([...notificationKinds].sort());
    expect(notificationKinds.length).toBe(new Set(notificationKinds).size);
    for (const kind of notificationKinds) {
      expect(kind).toMatch(/^[a-z-]+\.[a-z][a-z.-]*$/);
      expect(typeof NOTIFICATION_KINDS[kind].mandatory).toBe('boolean');
    }
  });
});
