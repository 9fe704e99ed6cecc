import type { ClassInput, RolloverClass, RolloverProblem, RolloverRequest, RolloverResult } from '@portal/contracts';
import { termLastDay, weekZeroOf } from '@portal/contracts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError } from '../../platform/http/errors.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { findTerm, lockTermClasses, termMeetings } from './class-admin.repo.ts';
import { audit, meetingsOf, saveClass, type ChangeBy } from './class-admin.service.ts';
import { asMeetings, firstClash, sessionPattern, slotPattern, type Clash, type TermMeeting } from './class-clash.ts';
import { inTerm, movedSession, rolloverShiftDays, slotFits, type TermDays } from './rollover-dates.ts';
import type { TermKey } from './teaching-terms.repo.ts';
import { termWeeks } from './teaching-weeks.ts';
import * as repo from './term-rollover.repo.ts';

type TermRecord = NonNullable<Awaited<ReturnType<typeof findTerm>>>;
type Params = Record<string, string | number>;

const termLabel = (k: TermKey) => `${k.schoolYear}-${k.schoolYear + 1}-${k.term}`;
const problem = (code: string, params: Params, blocking: boolean): RolloverProblem => ({ code, params, blocking });

function termSummary(t: TermRecord) {
  const firstDay = schoolDate(t.startsAt);
  const weeks = termWeeks(t.startsAt, t.endsAt);
  return { schoolYear: t.schoolYear, term: t.term, name: t.name, nameEn: t.nameEn, firstDay, weekZero: weekZeroOf(firstDay), weeks, lastDay: termLastDay(firstDay, weeks) };
}

/** A clash as a problem of the copy, naming the other class (and the teacher) in both languages. */
function clashProblem(clash: Clash, withCopy: boolean, c: { venue: string; venueEn: string }, teachers: RolloverClass['teachers']): RolloverProblem {
  const o = clash.other;
  const names = { courseName: o.courseName, courseNameEn: o.courseNameEn, className: o.className, classNameEn: o.classNameEn };
  if (clash.kind === 'venue') return problem(withCopy ? '93910' : '93908', { ...names, venue: c.venue, venueEn: c.venueEn }, true);
  const t = teachers.find((x) => x.id === clash.teacherId);
  return problem(withCopy ? '93911' : '93909', { ...names, teacher: t?.name ?? '', teacherEn: t?.enName ?? '' }, true);
}

/**
 * What a rollover would create (README 'Rollover'), read in the caller's transaction: each source
 * class's copy with its problems. The copies are judged one after another in the source order, each
 * against the target term's classes and the copies already kept, so the preview and the confirm (which
 * runs this again under the term's lock) agree on which of two clashing copies is made.
 */
async function planRollover(q: Queryable, req: RolloverRequest): Promise<RolloverResult> {
  if (req.from.schoolYear === req.to.schoolYear && req.from.term === req.to.term) throw new BizError('93902');
  const from = await findTerm(q, req.from.schoolYear, req.from.term);
  if (!from) throw new BizError('93900', { term: termLabel(req.from) });
  const to = await findTerm(q, req.to.schoolYear, req.to.term);
  if (!to) throw new BizError('93901', { term: termLabel(req.to) });

  const sources = await repo.sourceClasses(q, req.from);
  const keep = req.keep ? new Set(req.keep) : null;
  const stray = req.keep?.find((id) => !sources.some((s) => s.id === id));
  if (stray !== undefined) throw new BizError('93913', { id: stray });

  const [fromTerm, toTerm] = [termSummary(from), termSummary(to)];
  const target: TermDays = { firstDay: toTerm.firstDay, weeks: toTerm.weeks };
  const shiftDays = rolloverShiftDays(fromTerm.firstDay, toTerm.firstDay);
  const existing = await termMeetings(q, req.to.schoolYear, req.to.term, null);
  const inTarget: TermMeeting[] = meetingsOf(to.startsAt, existing);
  const copies: TermMeeting[] = [];
  const active = await repo.activeTeacherIds(q, sources.flatMap((s) => s.teachers.map((t) => t.id)));
  const holidays = await repo.holidayNames(q, req.to);

  const classes = sources.map((s): RolloverClass => {
    const problems: RolloverProblem[] = [];
    const teachers = s.teachers.filter((t) => active.has(t.id));
    const sessions = s.sessions.map((x) => movedSession(x, shiftDays));
    const taken = existing.some((c) => c.klass.courseId === s.courseId && c.klass.className === s.className);
    if (taken) problems.push(problem('93903', { className: s.className, classNameEn: s.classNameEn }, true));
    for (const t of s.teachers.filter((x) => !active.has(x.id))) problems.push(problem('93904', { teacher: t.name, teacherEn: t.enName }, false));
    for (const slot of s.slots.filter((x) => !slotFits(x, target))) problems.push(problem('93905', { from: slot.weekStart, to: slot.weekEnd, weeks: target.weeks }, true));
    for (const x of sessions) {
      const holiday = holidays.get(x.day);
      if (!inTerm(x.day, target)) problems.push(problem('93906', { day: x.day, first: toTerm.firstDay, last: toTerm.lastDay }, true));
      else if (holiday) problems.push(problem('93907', { day: x.day, holiday: holiday.name, holidayEn: holiday.nameEn }, false));
    }
    const candidate = {
      classId: null, venue: s.venue, teacherIds: teachers.map((t) => t.id),
      patterns: [...s.slots.map(slotPattern), ...sessions.map((x) => sessionPattern(to.startsAt, x))],
    };
    if (!taken) {
      const withTerm = firstClash(candidate, inTarget);
      if (withTerm) problems.push(clashProblem(withTerm, false, s, teachers));
      const withCopy = firstClash(candidate, copies);
      if (withCopy) problems.push(clashProblem(withCopy, true, s, teachers));
    }
    const chosen = !keep || keep.has(s.id);
    if (!chosen) problems.push(problem('93912', {}, false));
    const action = chosen && !problems.some((p) => p.blocking) ? 'create' : 'skip';
    // A copy to be made takes its times: the copies after it are checked against it (pseudo id: not a class yet).
    if (action === 'create') copies.push(...asMeetings({ ...candidate, classId: -s.id }, { courseName: s.courseName, courseNameEn: s.courseNameEn, className: s.className, classNameEn: s.classNameEn || s.className }));
    return {
      sourceClassId: s.id, courseId: s.courseId, courseNumber: s.courseNumber, courseName: s.courseName, courseNameEn: s.courseNameEn, pageType: s.pageType,
      className: s.className, classNameEn: s.classNameEn, venue: s.venue, venueEn: s.venueEn, capacity: s.capacity,
      teachers, slots: s.slots, sessions, problems, action, createdId: null,
    };
  });
  const creates = classes.filter((c) => c.action === 'create').length;
  return { from: fromTerm, to: toTerm, shiftDays, classes, creates, skips: classes.length - creates };
}

const inputOf = (c: RolloverClass, to: TermKey): ClassInput => ({
  courseId: c.courseId, schoolYear: to.schoolYear, term: to.term, pageType: c.pageType as ClassInput['pageType'], className: c.className, classNameEn: c.classNameEn,
  teacherIds: c.teachers.map((t) => t.id), venue: c.venue, venueEn: c.venueEn, capacity: c.capacity, slots: c.slots, sessions: c.sessions,
});

/**
 * The term rollover (README 'Rollover'), teaching.admin: a term's classes, their teachers, weekly
 * slots and dated sessions copied into another term, never their enrolments. The preview writes
 * nothing; the confirm plans again under the target term's class lock and creates every copy without
 * a blocking problem through the class admin's own save, so each copy passes the class form's checks.
 */
export class TermRolloverService {
  private readonly db: Db;
  constructor(db: Db) { this.db = db; }

  async preview(req: RolloverRequest): Promise<RolloverResult> {
    return planRollover(this.db, req);
  }

  /**
   * A class made in the target term since the preview wins: its copy is skipped (93903, or a clash),
   * and the answer says so, class by class. Confirming again creates nothing: every copy exists.
   */
  async confirm(by: ChangeBy, req: RolloverRequest): Promise<RolloverResult> {
    return this.db.transaction(async (tx) => {
      await lockTermClasses(tx, req.to.schoolYear, req.to.term);
      const plan = await planRollover(tx, req);
      const classes: RolloverClass[] = [];
      for (const c of plan.classes) {
        if (c.action !== 'create') {
          classes.push(c);
          continue;
        }
        const id = await saveClass(tx, inputOf(c, req.to), null);
        await audit(tx, by, 'class.create', by.ctx.userId, { startClassId: String(id), rolledFrom: String(c.sourceClassId) });
        classes.push({ ...c, createdId: id });
      }
      await audit(tx, by, 'rollover', by.ctx.userId, {
        from: termLabel(req.from), to: termLabel(req.to), created: String(plan.creates), skipped: String(plan.skips),
      });
      return { ...plan, classes };
    });
  }
}
