import {
  programmeOfPageType, type AdminRoundRow, type FileRecord, type MatchingPreview, type Page, type RoundInput, type SelectionPageType, type TeacherDemandRow, type TeacherInput,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { richTextForWrite } from '../../platform/http/sanitize.ts';
import { confirmChoice } from './selection-decisions.ts';
import { planMatching } from './selection-matching.ts';
import { markUnplaced } from './selection-matching.repo.ts';
import { pairsWorkbook } from './selection-xlsx.ts';
import * as admin from './selection-admin.repo.ts';
import { findRound, lockRound } from './selection.repo.ts';
import { selectionRounds, selectionTeachers } from './selection.tables.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';


type RoundFigures = NonNullable<Awaited<ReturnType<typeof admin.roundWithFigures>>>;

function adminRow(x: RoundFigures): AdminRoundRow {
  const r = x.round;
  return {
    id: r.id, selectionType: r.selectionType as AdminRoundRow['selectionType'], pageType: r.pageType as SelectionPageType, name: r.name, year: r.year,
    startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString(), releaseStatus: r.releaseStatus, timeStatus: x.timeStatus,
    studentSelectionTimes: r.studentSelectionTimes, remark: r.remark, studentCount: x.studentCount, teacherCount: x.teacherCount,
    capacity: x.capacity, confirmedCount: x.confirmedCount, waitingCount: x.waitingCount,
  };
}

/** The staff's side (role selection.admin): rounds, students, teachers and quotas, demand, pairs, matching. */
export class SelectionAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async list(q: admin.AdminRoundQuery): Promise<Page<AdminRoundRow>> {
    const { rows, total } = await admin.listRounds(this.db, q);
    return { data: rows.map(adminRow), total };
  }

  async get(id: number): Promise<AdminRoundRow> {
    const row = await admin.roundWithFigures(this.db, id);
    if (!row) throw notFound();
    return adminRow(row);
  }

  async create(input: RoundInput): Promise<AdminRoundRow> {
    const [row] = await this.db.insert(selectionRounds).values(this.roundValues(input)).returning({ id: selectionRounds.id });
    return this.get(row!.id);
  }

  async update(id: number, input: RoundInput): Promise<AdminRoundRow> {
    const done = await this.db.update(selectionRounds).set({ ...this.roundValues(input), updatedAt: sql`now()` }).where(eq(selectionRounds.id, id)).returning({ id: selectionRounds.id });
    if (!done.length) throw notFound();
    return this.get(id);
  }

  private roundValues(input: RoundInput) {
    return {
      selectionType: input.selectionType, pageType: input.pageType, name: input.name, year: input.year,
      startTime: new Date(input.startTime), endTime: new Date(input.endTime), releaseStatus: input.releaseStatus,
      studentSelectionTimes: input.studentSelectionTimes, remark: input.remark ? richTextForWrite(input.remark) : null,
    };
  }

  /** Adds the students of the round's programme (optionally one entrance year), or those listed by number. */
  async addStudents(id: number, input: { studyEntranceYear?: number | null } | { studentNumbers: string[] }): Promise<number> {
    const round = await this.get(id);
    const students = 'studentNumbers' in input
      ? await admin.studentsBy(this.db, { numbers: input.studentNumbers })
      : await admin.studentsBy(this.db, { programme: programmeOfPageType[round.pageType], entranceYear: input.studyEntranceYear ?? null });
    return admin.addMembers(this.db, id, students.map((s) => s.id));
  }

  async students(id: number) {
    await this.get(id);
    const { members, choices } = await admin.membersWithChoices(this.db, id);
    return members.map((m) => {
      const mine = choices.filter((ch) => ch.studentId === m.studentId);
      return {
        studentId: m.studentId, studentNumber: m.studentNumber, name: m.name, className: m.className, hasResume: m.resume !== null,
        choices: mine.map(({ teacherId, teacherName, choiceRank, status }) => ({ teacherId, teacherName, choiceRank, status })),
        matchedTeacherName: mine.find((ch) => ch.status === 1)?.teacherName ?? null,
      };
    });
  }

  /** Live demand against capacity per teacher. */
  async demand(id: number): Promise<TeacherDemandRow[]> {
    await this.get(id);
    return (await admin.teacherDemand(this.db, id)).map(({ teacher: t, username, waitingCount, firstChoiceCount }) => {
      const remaining = Math.max(t.selectionTimes - t.confirmedCount, 0);
      return {
        id: t.id, name: t.name, username, email: t.email, phone: t.phone, isDecryptPhone: t.isDecryptPhone, companyName: t.companyName, position: t.position,
        gender: t.gender, age: t.age, industry: t.industry, workingYears: t.workingYears, isGuideForeignStudent: t.isGuideForeignStudent,
        requirements: t.requirements, researchDirection: t.researchDirection, thesisTopicSelection: t.thesisTopicSelection, facultyUrl: t.facultyUrl,
        teacherEducationalBackground: t.teacherEducationalBackground, teacherProfessionalexperience: t.teacherProfessionalexperience,
        studentIndustryBackground: t.studentIndustryBackground, studentFutureEmploymentbackground: t.studentFutureEmploymentbackground,
        otherRequirements: t.otherRequirements, selectionTimes: t.selectionTimes, confirmedCount: t.confirmedCount, waitingCount, firstChoiceCount, remaining,
        overDemand: Math.max(waitingCount - remaining, 0),
      };
    });
  }

  /** Adds or updates the round's teachers by name, all or nothing. A quota below the confirmed count is refused (96016). */
  async saveTeachers(id: number, rows: TeacherInput[]): Promise<{ created: number; updated: number }> {
    await this.get(id);
    const names = [...new Set(rows.map((r) => r.username).filter((u): u is string => !!u))];
    const accounts = await admin.userIdsByUsername(this.db, names);
    const missing = names.find((n) => !accounts.has(n));
    if (missing) throw new BizError('96018', { username: missing });
    try {
      return await this.db.transaction(async (tx) => {
        let created = 0;
        let updated = 0;
        for (const [i, row] of rows.entries()) {
          const { username, ...fields } = row;
          const values = { ...fields, age: fields.age ?? null, workingYears: fields.workingYears ?? null, userId: username ? accounts.get(username)! : null };
          const [saved] = await tx.insert(selectionTeachers).values({ ...values, roundId: id, sortOrder: i })
            .onConflictDoUpdate({ target: [selectionTeachers.roundId, selectionTeachers.name], set: values })
            .returning({ inserted: sql<boolean>`(xmax = 0)` });
          if (saved?.inserted) created += 1;
          else updated += 1;
        }
        return { created, updated };
      });
    } catch (err) {
      if (sqlStateOf(err) === '23514') throw new BizError('96016');
      throw err;
    }
  }

  /** The confirmed pairs as xlsx. */
  async exportPairs(ctx: AuthContext, id: number): Promise<FileRecord> {
    const round = await this.get(id);
    const lines = await admin.confirmedPairs(this.db, id);
    return this.files.saveGenerated(await pairsWorkbook(round.name, lines), `selection-pairs-${id}.xlsx`, XLSX_MIME, ctx.userId);
  }

  /**
   * The matching as it would be confirmed: only once the round has ended (96015), for until then the
   * students' choices and the teachers' rankings still change, and a preview would show staff an
   * outcome that is not yet decided (README 'Stable matching').
   */
  async previewMatching(id: number): Promise<MatchingPreview> {
    const round = await findRound(this.db, id);
    if (!round) throw notFound();
    if (!round.isEnded) throw new BizError('96015');
    return (await planMatching(this.db, id)).preview;
  }

  /**
   * Confirms the matching previewed: once the round has ended (96015), and only if nothing it read has
   * changed since (96012). Each pair is confirmed as a teacher's confirmation would be, in one
   * transaction holding the round's lock, so the quotas and the one-confirmed rule hold as ever; the
   * choices of the students left without a place are marked for their explanation.
   */
  async confirmMatching(ctx: AuthContext, id: number, token: string): Promise<number> {
    return this.db.transaction(async (tx: Queryable) => {
      const round = await lockRound(tx, id);
      if (!round) throw notFound();
      if (!round.isEnded) throw new BizError('96015');
      const plan = await planMatching(tx, id);
      if (plan.preview.token !== token) throw new BizError('96012');
      for (const choice of plan.choices) await confirmChoice(tx, choice, 'matching', ctx.userId);
      // What the unplaced students are told: each of these teachers was full with students they ranked higher.
      await markUnplaced(tx, plan.unplacedChoiceIds);
      await tx.update(selectionRounds).set({ matchingConfirmedAt: sql`now()` }).where(eq(selectionRounds.id, id));
      return plan.choices.length;
    });
  }
}
