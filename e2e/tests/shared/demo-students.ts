import { demoAccounts } from '../../../apps/server/src/platform/auth/users.seed.ts';
import { demoCalendar } from '../../../apps/server/src/platform/db/demo-calendar.ts';

/**
 * The demo students as the e2e server seeded them today: their entrance years, and the student
 * numbers and classes that carry the year, follow the school year (users.seed.ts), so specs read
 * them here instead of writing 2025 and keep passing when the school year turns on 1 September.
 */
const accounts = demoAccounts(demoCalendar(new Date()).schoolYear);

export function demoStudent(username: 'mba01' | 'emba01' | 'benyan01' | 'grad01' | 'phd01') {
  const a = accounts.find((x) => x.username === username)!;
  return { studentNumber: a.studentNumber!, className: a.className!, classNameEn: a.classNameEn!, entranceYear: a.studyEntranceYear! };
}
