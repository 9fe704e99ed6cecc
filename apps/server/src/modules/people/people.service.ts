import { Role, type PersonKind } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import * as repo from './people.repo.ts';

/** The roles a person can be given; `admin` is the isAdmin flag, not a role row. */
export const grantableRoles: readonly string[] = Object.values(Role).filter((r) => r !== Role.admin);

/** One account as the people module creates it: the demo seed, the import and the people page all write through here. */
export interface NewPerson extends Omit<repo.UserInsert, 'id' | 'kind' | 'username' | 'createdAt'> {
  kind: PersonKind;
  /** Defaults to the student number, else the staff number (hrUserId), else the e-mail's local part. */
  username?: string;
  roles: readonly string[];
}

function usernameOf(p: Omit<NewPerson, 'roles'>): string {
  const name = p.username ?? p.studentNumber ?? p.hrUserId ?? p.email?.split('@')[0];
  if (!name) throw new Error(`A person needs a username, a number or an e-mail: ${p.name}`);
  return name;
}

/**
 * Creates accounts with their roles, in the caller's transaction. A person whose username exists
 * already is kept as it is ('keep', for seeds that share classmates) or refused ('error'). Answers
 * every person's id by username, created or kept.
 */
export async function createPeople(q: Queryable, people: readonly NewPerson[], ifExists: 'keep' | 'error' = 'error'): Promise<Map<string, number>> {
  for (const p of people) for (const role of p.roles) if (!grantableRoles.includes(role)) throw new Error(`Unknown role ${role}`);
  const rows = people.map(({ roles: _roles, ...p }) => ({ ...p, username: usernameOf(p) }));
  const made = await repo.insertUsers(q, rows);
  if (ifExists === 'error' && made.length !== rows.length) {
    const taken = rows.map((r) => r.username).filter((u) => !made.some((m) => m.username === u));
    throw new Error(`Usernames already taken: ${taken.join(', ')}`);
  }
  const madeNames = new Set(made.map((m) => m.username));
  const ids = await repo.idsByUsername(q, rows.map((r) => r.username));
  await repo.insertRoles(q, people.flatMap((p, i) => {
    const username = rows[i]!.username;
    return madeNames.has(username) ? p.roles.map((role) => ({ userId: ids.get(username)!, role })) : [];
  }));
  return ids;
}
