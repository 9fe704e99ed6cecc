import { termLastDay, termNextDay, termProblems, weekZeroOf, type TermHoliday, type TermInput, type TermRow } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { constraintOf, sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError } from '../../platform/http/errors.ts';
import { schoolDate, schoolTime } from '../../platform/time/school-zone.ts';
import type { TermKey } from './teaching-terms.repo.ts';
import { termWeeks } from './teaching-weeks.ts';
import * as repo from './terms-admin.repo.ts';

/** Who made a change and through which route, for its audit row. */
export interface TermChangeBy { ctx: AuthContext; method: string; path: string }

const DAY_MS = 86_400_000;
const atSchool = (day: string) => schoolTime(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
const termLabel = (t: { schoolYear: number; term: number }) => `${t.schoolYear}-${t.schoolYear + 1}-${t.term}`;
const windowOf = (v: Pick<TermInput, 'firstDay' | 'weeks'>) => ({ startsAt: atSchool(v.firstDay), endsAt: atSchool(termNextDay(v.firstDay, v.weeks)) });

function overlapError(other: repo.TermRecord): BizError {
  return new BizError('93801', { term: termLabel(other), first: schoolDate(other.startsAt), last: schoolDate(new Date(other.endsAt.getTime() - DAY_MS)) });
}

function firstProblem(v: TermInput): void {
  const [p] = termProblems(v);
  if (p) throw new BizError(p.code, p.params);
}

/**
 * A new term and its holidays, by the rules of the staff page: the seed writes the demo's terms
 * through here too, so the demo calendar and a school's are the same data.
 */
export async function writeNewTerm(tx: Queryable, v: TermInput): Promise<void> {
  firstProblem(v);
  const key = { schoolYear: v.schoolYear, term: v.term };
  const w = windowOf(v);
  if (await repo.findTerm(tx, key)) throw new BizError('93809');
  const other = await repo.overlappingTerm(tx, w.startsAt, w.endsAt, null);
  if (other) throw overlapError(other);
  await repo.insertTerm(tx, { ...key, name: v.name, nameEn: v.nameEn, ...w });
  await repo.replaceHolidays(tx, key, v.holidays);
}

/**
 * The school calendar kept by staff (README 'The school calendar'): terms by school year and term
 * code with a first day and a number of weeks, from which the end follows, and the term's holidays.
 * No two terms overlap (the exclusion constraint `school_terms_no_overlap` holds it under a race);
 * a term in use (classes, lectures, grades) is not deleted; a term's weeks cannot shrink below its
 * classes' slots, nor its window leave out their dated sessions. Every change is audited.
 */
export class TermsAdminService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async list(): Promise<TermRow[]> {
    const [terms, holidays] = [await repo.listTerms(this.db), await repo.allHolidays(this.db)];
    return terms.map(({ term: t, classCount }) => {
      const firstDay = schoolDate(t.startsAt);
      const weeks = termWeeks(t.startsAt, t.endsAt);
      return {
        schoolYear: t.schoolYear, schoolYearName: `${t.schoolYear}-${t.schoolYear + 1}`, term: t.term, name: t.name, nameEn: t.nameEn,
        firstDay, weekZero: weekZeroOf(firstDay), weeks, lastDay: schoolDate(new Date(t.endsAt.getTime() - DAY_MS)),
        holidays: holidays.filter((h) => h.schoolYear === t.schoolYear && h.term === t.term).map((h) => ({ day: h.day, name: h.name, nameEn: h.nameEn, makeUpDay: h.makeUpDay })),
        classCount, canDelete: classCount === 0,
      };
    });
  }

  async create(by: TermChangeBy, v: TermInput): Promise<TermKey> {
    const key = { schoolYear: v.schoolYear, term: v.term };
    const w = windowOf(v);
    await this.guarded(w, key, () => this.db.transaction(async (tx) => {
      await writeNewTerm(tx, v);
      await this.audit(tx, by, key, 'create', ['name', 'nameEn', 'firstDay', 'weeks', ...(v.holidays.length ? ['holidays'] : [])]);
    }));
    return key;
  }

  /** The term row is locked, so a class added meanwhile waits and the checks against the classes hold. */
  async update(by: TermChangeBy, key: TermKey, v: TermInput): Promise<TermKey> {
    if (v.schoolYear !== key.schoolYear || v.term !== key.term) throw new BizError('93813');
    firstProblem(v);
    const w = windowOf(v);
    await this.guarded(w, key, () => this.db.transaction(async (tx) => {
      const before = await repo.lockTerm(tx, key);
      if (!before) throw new BizError('93800');
      const other = await repo.overlappingTerm(tx, w.startsAt, w.endsAt, key);
      if (other) throw overlapError(other);
      const extent = await repo.classExtent(tx, key);
      if (extent.lastWeek !== null && extent.lastWeek >= v.weeks) throw new BizError('93811', { week: extent.lastWeek, weeks: extent.lastWeek + 1 });
      if ((extent.firstSession && extent.firstSession < w.startsAt) || (extent.lastSession && extent.lastSession > w.endsAt)) {
        throw new BizError('93812', { first: v.firstDay, last: termLastDay(v.firstDay, v.weeks) });
      }
      const holidaysBefore = (await repo.allHolidays(tx)).filter((h) => h.schoolYear === key.schoolYear && h.term === key.term);
      await repo.updateTerm(tx, key, { name: v.name, nameEn: v.nameEn, ...w });
      await repo.replaceHolidays(tx, key, v.holidays);
      const changed = [
        before.name !== v.name ? 'name' : null, before.nameEn !== v.nameEn ? 'nameEn' : null,
        before.startsAt.getTime() !== w.startsAt.getTime() ? 'firstDay' : null, before.endsAt.getTime() !== w.endsAt.getTime() ? 'weeks' : null,
        sameHolidays(holidaysBefore, v.holidays) ? null : 'holidays',
      ].filter((f): f is string => f !== null);
      await this.audit(tx, by, key, 'update', changed);
    }));
    return key;
  }

  async remove(by: TermChangeBy, key: TermKey): Promise<TermKey> {
    try {
      await this.db.transaction(async (tx) => {
        if (!(await repo.lockTerm(tx, key))) throw new BizError('93800');
        const uses = await repo.termUses(tx, key);
        if (uses > 0) throw new BizError('93810', { count: uses });
        await repo.deleteTerm(tx, key);
        await this.audit(tx, by, key, 'delete', []);
      });
    } catch (err) {
      // A class, lecture or grade of the term written in the same instant: its foreign key refuses the delete.
      if (sqlStateOf(err) === '23503') throw new BizError('93810', { count: await repo.termUses(this.db, key) });
      throw err;
    }
    return key;
  }

  /** A write that lost a race answers as the check would have: the overlapping term, or the key taken. */
  private async guarded(w: { startsAt: Date; endsAt: Date }, key: TermKey, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (err) {
      if (constraintOf(err) === 'school_terms_no_overlap') {
        const other = await repo.overlappingTerm(this.db, w.startsAt, w.endsAt, key);
        throw other ? overlapError(other) : new BizError('93801', { term: '', first: '', last: '' });
      }
      if (sqlStateOf(err) === '23505' && constraintOf(err) === 'school_terms_school_year_term_pk') throw new BizError('93809');
      throw err;
    }
  }

  private async audit(tx: Queryable, by: TermChangeBy, key: TermKey, action: 'create' | 'update' | 'delete', fields: string[]): Promise<void> {
    const actor = by.ctx.actorId ?? by.ctx.userId;
    await insertAudit(tx, {
      actorId: actor, subjectId: actor, action: `teaching.term.${action}`, method: by.method, path: by.path,
      params: { schoolYear: String(key.schoolYear), term: String(key.term), fields: fields.join(',') }, statusCode: 200,
    });
  }
}

function sameHolidays(a: readonly TermHoliday[], b: readonly TermHoliday[]): boolean {
  const text = (l: readonly TermHoliday[]) => JSON.stringify([...l].map((h) => [h.day, h.name, h.nameEn, h.makeUpDay]).sort());
  return text(a) === text(b);
}
