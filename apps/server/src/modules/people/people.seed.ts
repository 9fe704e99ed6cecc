import { DEMO_PASSWORD, demoAccounts } from '../../platform/auth/users.seed.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { createPeople } from './people.service.ts';

/**
 * The demo accounts of ARCHITECTURE.md, written through the same service as an import or the
 * people page; every later seed names them by username in `ids`.
 */
export async function seedPeople(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = demoAccounts(demoCalendar(day).schoolYear).map((a) => ({
    ...a, kind: a.roles.includes('student') ? 'student' as const : 'staff' as const, email: `${a.username}@example.edu.cn`, passwordHash,
  }));
  for (const [username, id] of await createPeople(tx, accounts)) ids.set(username, id);
}

export interface DemoAccount {
  username: string;
  name: string;
  enName: string;
  hrUserId: string;
  roles: readonly string[];
}

let demoHash: Promise<string> | undefined;

/**
 * A demo member of staff with the demo password and `<username>@example.edu.cn`, made by the
 * module whose demo names them (the canteen, a counsellor...), through the same service as every
 * other account; its id goes into `ids`.
 */
export async function seedDemoStaff(tx: Queryable, ids: DemoIds, account: DemoAccount): Promise<number> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const made = await createPeople(tx, [{ ...account, kind: 'staff', email: `${account.username}@example.edu.cn`, passwordHash: await demoHash }]);
  const id = made.get(account.username)!;
  ids.set(account.username, id);
  return id;
}
