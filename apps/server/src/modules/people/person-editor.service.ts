import { PeopleAdminCode as C, personProblems, Role, type MessageCode, type PersonBody, type PersonCreate, type PersonIssue, type PersonKind, type PersonLeft } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { constraintOf, sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError, HttpError, notFound } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { assertKeepsAnAdministrator } from './last-admin.ts';
import { createPeople } from './people.service.ts';
import * as repo from './person.repo.ts';

/** Who made a change and through which route, for its audit row. */
export interface ChangeBy {
  ctx: AuthContext;
  method: string;
  path: string;
}

type PersonRowData = NonNullable<Awaited<ReturnType<typeof repo.personRow>>>;
type PeopleAction = 'create' | 'update' | 'disable' | 'enable' | 'left' | 'return';

/** The unique constraints of users, as the problem the person is told of. */
const takenProblem: Record<string, PersonIssue> = {
  users_email_unique: { field: 'email', code: C.emailTaken },
  users_email_lower_unique: { field: 'email', code: C.emailTaken },
  users_student_number_unique: { field: 'studentNumber', code: C.studentNumberTaken },
  users_hr_user_id_unique: { field: 'hrUserId', code: C.staffNumberTaken },
  users_username_unique: { field: 'username', code: C.usernameTaken },
};

/** A refusal carrying every problem as data; the first one's code is the message. */
const refusal = (issues: PersonIssue[]) => new BizError(issues[0]!.code as MessageCode, {}, { data: issues });

/** A unique violation from the database (two saves racing past the check) as the same refusal the check gives. */
function uniqueRefusal(err: unknown): BizError | undefined {
  if (sqlStateOf(err) !== '23505') return undefined;
  const problem = takenProblem[constraintOf(err) ?? ''];
  return problem ? refusal([problem]) : undefined;
}

/**
 * The simulator shows what a user sees; an account change made through it would be the
 * administrator's change under another's name, so it is refused (README 'While simulating').
 */
function notSimulating(ctx: AuthContext): void {
  if (ctx.actorId !== null) throw new HttpError(403, C.simulating);
}

const usernameOf = (kind: PersonKind, p: PersonBody) => (kind === 'student' ? p.studentNumber : p.hrUserId);

/**
 * One person's changes from the people pages (README 'Editing one person'): create, edit, disable,
 * enable, mark as left and return. Each runs in one transaction with the person's row locked and
 * writes its audit row (`people.<action>`, the changed field names, never their values) in it.
 */
export class PersonEditor {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async create(by: ChangeBy, body: PersonCreate): Promise<number> {
    notSimulating(by.ctx);
    const { kind, ...fields } = body;
    const problems = personProblems(kind, fields);
    if (problems.length) throw refusal(problems);
    try {
      return await this.db.transaction(async (tx) => {
        await this.assertFree(tx, 0, kind, fields, usernameOf(kind, fields));
        const ids = await createPeople(tx, [{ ...fields, name: fields.name!, kind, roles: kind === 'student' ? [Role.student] : [] }]);
        const id = [...ids.values()][0]!;
        await this.audit(tx, by, id, 'create', Object.entries(fields).filter(([, v]) => v !== null && v !== false).map(([k]) => k));
        return id;
      });
    } catch (err) {
      // createPeople leaves a username taken meanwhile (after the check above) alone and says so.
      if (err instanceof Error && err.message.startsWith('Usernames already taken')) {
        throw refusal([{ field: kind === 'student' ? 'studentNumber' : 'hrUserId', code: C.usernameTaken }]);
      }
      throw uniqueRefusal(err) ?? err;
    }
  }

  async update(by: ChangeBy, id: number, body: PersonBody): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        const before = await this.writable(tx, by.ctx, id);
        const problems = personProblems(before.kind as PersonKind, body);
        if (problems.length) throw refusal(problems);
        const changed = (Object.keys(body) as (keyof PersonBody)[]).filter((k) => body[k] !== before[k]);
        if (!changed.length) return;
        await this.assertFree(tx, id, before.kind as PersonKind, body, null);
        await repo.updatePerson(tx, id, Object.fromEntries(changed.map((k) => [k, body[k]])));
        await this.audit(tx, by, id, 'update', changed);
      });
    } catch (err) {
      throw uniqueRefusal(err) ?? err;
    }
  }

  /** Sign-ins end at once: is_disabled changes, and the database tells every instance (auth-changes.sql). */
  async disable(by: ChangeBy, id: number): Promise<void> {
    notSimulating(by.ctx);
    await this.db.transaction(async (tx) => {
      // The administrators' lock before the row's, the order every change of who administers takes.
      await assertKeepsAnAdministrator(tx, [id]);
      const p = await this.writable(tx, by.ctx, id);
      if (id === by.ctx.userId) throw new BizError(C.notYourself);
      if (p.isDisabled) return;
      await repo.updatePerson(tx, id, { isDisabled: true });
      await this.audit(tx, by, id, 'disable', ['isDisabled']);
    });
  }

  async enable(by: ChangeBy, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const p = await this.writable(tx, by.ctx, id);
      if (p.leftOn) throw new BizError(C.enableLeft);
      if (!p.isDisabled) return;
      await repo.updatePerson(tx, id, { isDisabled: false });
      await this.audit(tx, by, id, 'enable', ['isDisabled']);
    });
  }

  /** Leaving disables the account too; the day is the school's and not later than today by the database clock. */
  async markLeft(by: ChangeBy, id: number, left: PersonLeft): Promise<void> {
    notSimulating(by.ctx);
    await this.db.transaction(async (tx) => {
      await assertKeepsAnAdministrator(tx, [id]);
      const p = await this.writable(tx, by.ctx, id);
      if (id === by.ctx.userId) throw new BizError(C.notYourself);
      if (p.leftOn) throw new BizError(C.alreadyLeft);
      if (left.leftOn > schoolDate(await dbNow(tx))) throw new BizError(C.leftInFuture);
      await repo.updatePerson(tx, id, { leftOn: left.leftOn, leftReason: left.reason, isDisabled: true });
      await this.audit(tx, by, id, 'left', p.isDisabled ? ['leftOn', 'leftReason'] : ['leftOn', 'leftReason', 'isDisabled']);
    });
  }

  /** Undoes a leaving: the person is back and signs in again. */
  async markReturned(by: ChangeBy, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const p = await this.writable(tx, by.ctx, id);
      if (!p.leftOn) throw new BizError(C.notLeft);
      await repo.updatePerson(tx, id, { leftOn: null, leftReason: null, isDisabled: false });
      await this.audit(tx, by, id, 'return', ['leftOn', 'leftReason', 'isDisabled']);
    });
  }

  /**
   * The person, locked, if this user may change them: not while simulating, not an anonymised
   * person, and an administrator's account only by an administrator.
   */
  private async writable(tx: Queryable, ctx: AuthContext, id: number): Promise<PersonRowData> {
    notSimulating(ctx);
    const p = await repo.lockPerson(tx, id);
    if (!p) throw notFound();
    if (p.anonymisedAt) throw new BizError(C.anonymised);
    if (p.isAdmin && !ctx.isAdmin) throw new BizError(C.adminsOnly);
    return p;
  }

  /** Every e-mail or number another person holds, said at once; the unique indexes decide a race. */
  private async assertFree(tx: Queryable, id: number, kind: PersonKind, p: PersonBody, username: string | null): Promise<void> {
    const taken = await repo.takenBy(tx, id, { email: p.email, studentNumber: p.studentNumber, hrUserId: p.hrUserId, username });
    const issues: PersonIssue[] = [];
    if (taken.email) issues.push(takenProblem.users_email_lower_unique!);
    if (taken.studentNumber) issues.push(takenProblem.users_student_number_unique!);
    if (taken.hrUserId) issues.push(takenProblem.users_hr_user_id_unique!);
    if (taken.username) issues.push({ field: kind === 'student' ? 'studentNumber' : 'hrUserId', code: C.usernameTaken });
    if (issues.length) throw refusal(issues);
  }

  private async audit(tx: Queryable, by: ChangeBy, id: number, action: PeopleAction, fields: string[]): Promise<void> {
    await insertAudit(tx, {
      actorId: by.ctx.actorId ?? by.ctx.userId, subjectId: id, action: `people.${action}`, method: by.method, path: by.path,
      params: { id: String(id), fields: fields.join(',') }, statusCode: 200,
    });
  }
}
