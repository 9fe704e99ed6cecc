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

export function usernameOf(p: Omit<NewPerson, 'roles'>): string {
  const name = p.username ?? p.studentNumber ?? p.hrUserId ?? p.email?.split('@')[0];
  if (!name) throw new Error(`A person needs a username, a number or an e-mail: ${p.name}`);
  return name;
}

/** Accounts per insert: some 20 columns each stays far below PostgreSQL's 65,535 parameters. */
const CREATE_BATCH = 1000;

/**
 * Creates accounts with their roles, in the caller's transaction, a batch of rows per statement
 * (an import creates thousands). A person whose username exists already is kept as it is ('keep',
 * for seeds that share classmates) or refused ('error'). Answers every person's id by username,
 * created or kept.
 */
function assertGrantable(roles: readonly string[]): void {
  for (const role of roles) if (!grantableRoles.includes(role)) throw new Error(`Unknown role ${role}`);
}

export async function createPeople(q: Queryable, people: readonly NewPerson[], ifExists: 'keep' | 'error' = 'error'): Promise<Map<string, number>> {
  assertGrantable(people.flatMap((p) => p.roles));
  const ids = new Map<string, number>();
  for (let i = 0; i < people.length; i += CREATE_BATCH) {
    for (const [username, id] of await createBatch(q, people.slice(i, i + CREATE_BATCH), ifExists)) ids.set(username, id);
  }
  return ids;
}

async function createBatch(q: Queryable, people: readonly NewPerson[], ifExists: 'keep' | 'error'): Promise<Map<string, number>> {
  const rows = people.map(({ roles: _roles, ...p }) => ({ ...p, username: usernameOf(p) }));
  const made = await repo.insertUsers(q, rows);
  const madeNames = new Set(made.map((m) => m.username));
  if (ifExists === 'error' && made.length !== rows.length) throw new UsernamesTaken(rows.map((r) => r.username).filter((u) => !madeNames.has(u)));
  const ids = await repo.idsByUsername(q, rows.map((r) => r.username));
  await repo.insertRoles(q, people.flatMap((p, i) => {
    const username = rows[i]!.username;
    return madeNames.has(username) ? p.roles.map((role) => ({ userId: ids.get(username)!, role })) : [];
  }));
  return ids;
}

/** createPeople's refusal of usernames that exist already; an import answers it with its own message. */
export class UsernamesTaken extends Error {
  readonly usernames: string[];
  constructor(usernames: string[]) {
    super(`Usernames already taken: ${usernames.join(', ')}`);
    this.usernames = usernames;
  }
}

/** One account's changed fields (the import's update), and roles to add to those it holds. */
export interface PersonUpdate {
  id: number;
  values: repo.UserValues;
  addRoles?: readonly string[];
}

/**
 * Updates many accounts in the caller's transaction: the accounts that set the same columns go in
 * one batched statement (`update … from (values …)`), the added roles in one insert.
 */
export async function updatePeople(q: Queryable, updates: readonly PersonUpdate[]): Promise<void> {
  const byShape = new Map<string, PersonUpdate[]>();
  for (const u of updates) {
    const cols = (Object.keys(u.values) as repo.UpdatableColumn[]).sort();
    if (!cols.length) continue;
    const key = cols.join(',');
    byShape.set(key, [...(byShape.get(key) ?? []), u]);
  }
  for (const [key, rows] of byShape) await repo.updateUsers(q, key.split(',') as repo.UpdatableColumn[], rows);
  const roles = updates.flatMap((u) => (u.addRoles ?? []).map((role) => ({ userId: u.id, role })));
  assertGrantable(roles.map((r) => r.role));
  for (let i = 0; i < roles.length; i += 5000) await repo.insertRoles(q, roles.slice(i, i + 5000));
}
