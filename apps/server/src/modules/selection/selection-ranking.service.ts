import type { TeacherRanking } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import { BizError, notFound, otherUsersData } from '../../platform/http/errors.ts';
import { isStaff } from './selection-access.ts';
import { teacherOrder } from './selection-matching-instance.ts';
import * as repo from './selection-ranking.repo.ts';

/**
 * The teachers' ranking of the students who chose them (README 'Teachers' ranking'): read at any
 * time, saved until the round ends. A teacher ranks only their own rows (403 otherwise); the staff
 * rank for any teacher, those without an account too.
 */
export class SelectionRankingService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The caller's teacher rows with their waiting students in the teacher's order; the staff name a round to see its teachers. */
  async list(ctx: AuthContext, roundId: number | undefined): Promise<TeacherRanking[]> {
    const staff = isStaff(ctx);
    if (staff && roundId === undefined) return [];
    const teachers = await repo.rankingTeachers(this.db, { userId: staff ? undefined : ctx.userId, roundId });
    const waiting = await repo.waitingFor(this.db, teachers.map((x) => x.id));
    return teachers.map((x) => ({
      teacherId: x.id, teacherName: x.name, selectionId: x.roundId, selectionName: x.roundName, endTime: x.endTime.toISOString(),
      open: !x.ended, remaining: Math.max(x.remaining, 0),
      students: teacherOrder(waiting.filter((w) => w.teacherId === x.id)).map(({ teacherId: _, ...s }) => s),
    }));
  }

  /**
   * Saves the teacher's order: the waiting choices listed, most preferred first; the others become
   * unranked. Under the teacher's lock, judged by the database clock when the lock is had: refused
   * once the round has ended (96100), when a listed choice is not waiting for this teacher (96101),
   * or names a choice twice (96102); nothing is changed then.
   */
  async save(ctx: AuthContext, teacherId: number, choiceIds: number[]): Promise<TeacherRanking> {
    if (new Set(choiceIds).size !== choiceIds.length) throw new BizError('96102');
    const roundId = await this.db.transaction(async (tx) => {
      const teacher = await repo.lockTeacherForRanking(tx, teacherId);
      if (!teacher) throw notFound();
      if (!isStaff(ctx) && teacher.userId !== ctx.userId) throw otherUsersData();
      if (teacher.ended) throw new BizError('96100');
      const waiting = new Set((await repo.waitingFor(tx, [teacherId])).map((w) => w.choiceId));
      if (choiceIds.some((id) => !waiting.has(id))) throw new BizError('96101');
      await repo.writeRanking(tx, teacherId, choiceIds);
      return teacher.roundId;
    });
    const saved = (await this.list(ctx, roundId)).find((x) => x.teacherId === teacherId);
    if (!saved) throw notFound();
    return saved;
  }
}
