import { and, eq, ne, sql } from 'drizzle-orm';
import { ChoiceStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError } from '../../platform/http/errors.ts';
import { reportConfirmed, reportDeclined } from './selection-notices.ts';
import { lockMembership, lockTeacher } from './selection.repo.ts';
import { selectionChoices, selectionStudents, selectionTeachers } from './selection.tables.ts';

/**
 * The changes of a choice that other choices follow, shared by the teachers' answers and the stable
 * matching (README 'Choices'). Each runs inside the caller's transaction and locks in one order —
 * the student's record, then (to confirm) the teacher, then the choice — the order of a student's new
 * choice too. The teacher comes before the choice because a confirmation that fills the quota
 * updates the teacher's other waiting choices: a second confirmation holding one of those while
 * queueing for the teacher would deadlock with it.
 */

const c = selectionChoices;

async function lockChoice(tx: Queryable, id: number) {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
  return row;
}

type ChoiceRef = { id: number; roundId: number; studentId: number; teacherId: number };

/** A choice still waiting, locked with its student's record (and its teacher); a decided one is refused with its status. */
async function waitingChoice(tx: Queryable, ref: ChoiceRef, withTeacher: boolean) {
  await lockMembership(tx, ref.roundId, ref.studentId);
  if (withTeacher) await lockTeacher(tx, ref.teacherId);
  const choiceId = ref.id;
  const choice = await lockChoice(tx, choiceId);
  if (!choice) throw new BizError('90005');
  if (choice.status === ChoiceStatus.confirmed) throw new BizError('96008');
  if (choice.status !== ChoiceStatus.waiting) throw new BizError('96009', { status: choice.status });
  return choice;
}

/**
 * Confirms a waiting choice. The trigger raises the teacher's confirmed count and the quota check
 * refuses the one too many (96006). Then the student's other waiting choices in the round lapse (4),
 * and if the teacher is now full, the choices still waiting for them lapse too (5). The student (and,
 * unless the teacher confirmed it, the teacher) is told in the same transaction (selection-notices.ts).
 */
export async function confirmChoice(tx: Queryable, ref: ChoiceRef, by: 'teacher' | 'matching' | 'staff', actorId: number): Promise<void> {
  const choice = await waitingChoice(tx, ref, true);
  try {
    await tx.update(c).set({ status: ChoiceStatus.confirmed, confirmedBy: by, decidedBy: actorId, decidedAt: sql`now()` }).where(eq(c.id, choice.id));
  } catch (err) {
    // 23514 check_violation: the only check this update can break is the teacher's quota.
    if (sqlStateOf(err) === '23514') throw new BizError('96006');
    throw err;
  }
  await tx.update(c).set({ status: ChoiceStatus.lapsedElsewhere, decidedAt: sql`now()` })
    .where(and(eq(c.roundId, choice.roundId), eq(c.studentId, choice.studentId), eq(c.status, ChoiceStatus.waiting), ne(c.id, choice.id)));
  await tx.update(c).set({ status: ChoiceStatus.quotaFull, decidedAt: sql`now()` })
    .where(and(eq(c.teacherId, choice.teacherId), eq(c.status, ChoiceStatus.waiting),
      sql`exists (select 1 from ${selectionTeachers} where ${selectionTeachers.id} = ${c.teacherId} and ${selectionTeachers.confirmedCount} >= ${selectionTeachers.selectionTimes})`));
  await reportConfirmed(tx, choice.id, by);
}

/**
 * Declines a waiting choice, optionally naming another teacher of the round (status 2, the spec's
 * 'mentor change'). The student gets the choice back: they did nothing wrong, and the page invites
 * them to choose again; they are told in the same transaction.
 */
export async function declineChoice(tx: Queryable, ref: ChoiceRef, actorId: number, note: string | null, suggestedTeacherId: number | null): Promise<void> {
  const choice = await waitingChoice(tx, ref, false);
  await tx.update(c).set({ status: ChoiceStatus.changeSuggested, note, suggestedTeacherId, decidedBy: actorId, decidedAt: sql`now()` }).where(eq(c.id, choice.id));
  await tx.update(selectionStudents).set({ selectedTimes: sql`greatest(${selectionStudents.selectedTimes} - 1, 0)` })
    .where(and(eq(selectionStudents.roundId, choice.roundId), eq(selectionStudents.studentId, choice.studentId)));
  await reportDeclined(tx, choice.id);
}

/**
 * The student withdraws a waiting choice (status 3, SEL-G09). The choice is not given back: it was
 * the student's own act, and giving it back would let a student cycle through every teacher.
 */
export async function withdrawChoice(tx: Queryable, ref: ChoiceRef, actorId: number): Promise<void> {
  const choice = await waitingChoice(tx, ref, false);
  await tx.update(c).set({ status: ChoiceStatus.withdrawn, decidedBy: actorId, decidedAt: sql`now()` }).where(eq(c.id, choice.id));
}

/**
 * Runs a transaction again when PostgreSQL aborted it as a deadlock victim (40P01): two
 * confirmations that fill two quotas at once lapse each other's students' choices, crossing locks
 * the database can only resolve by cancelling one. Nothing of the cancelled one was kept.
 */
export async function retryDeadlock<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await run();
    } catch (err) {
      if (i >= tries || sqlStateOf(err) !== '40P01') throw err;
    }
  }
}
