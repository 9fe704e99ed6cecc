import { SCHOOL_TZ, YEAR_MONTH, type ClassTimeItem, type Page, type PageQuery, type SchoolYearItem, type TimetableDay, type TimetableRow } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { findUserById, type UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolDate, schoolTime } from '../../platform/time/school-zone.ts';
import { holidaysOfTerms, termKeyOf } from './term-calendar.repo.ts';
import { slotDates, slotDay, weekOf } from './teaching-weeks.ts';
import * as repo from './timetable.repo.ts';
import type { ListFilter, SessionRow, SlotRow } from './timetable.repo.ts';

/** Which timetable a student type gets (ACAD-S09): benyan and MBA weekly slots, EMBA dated sessions. */
export type TimetableMode = 'weekly' | 'dated';
const modeOf = (pageType: string | null): TimetableMode | null =>
  pageType === 'mba' || pageType === 'benyan' ? 'weekly' : pageType === 'emba' ? 'dated' : null;

const DAY_MS = 86_400_000;
const lastDay = (end: Date) => schoolDate(new Date(end.getTime() - DAY_MS));
const yearName = (y: number) => `${y}-${y + 1}`;
// One formatter: building an Intl.DateTimeFormat costs far more than formatting with it.
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const hhmm = (d: Date) => clock.format(d);

export class TimetableService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** C31: school years with their terms, the current ones by the database clock. */
  async schoolYears(offset: number, limit: number): Promise<Page<SchoolYearItem>> {
    const [terms, now] = [await repo.allTerms(this.db), await dbNow(this.db)];
    const current = terms.find((t) => t.startsAt <= now && now < t.endsAt) ?? terms.filter((t) => t.startsAt > now).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    const years = [...new Set(terms.map((t) => t.schoolYear))];
    const data = years.map((y) => ({
      schoolYear: y, schoolYearName: yearName(y), isCurSchoolYear: current?.schoolYear === y,
      termList: terms.filter((t) => t.schoolYear === y).map((t) => {
        const isCurTerm = t === current && t.startsAt <= now;
        return {
          termValue: t.term, termName: t.name, termNameEn: t.nameEn, isCurTerm,
          curMonth: schoolDate(isCurTerm ? now : t.startsAt).slice(0, 7), termBeginDate: schoolDate(t.startsAt), termEndDate: lastDay(t.endsAt),
        };
      }),
    }));
    return { data: data.slice(offset, offset + limit), total: data.length };
  }

  async classTimes(offset: number, limit: number): Promise<Page<ClassTimeItem>> {
    const { rows, total } = await repo.periodPage(this.db, offset, limit);
    return { data: rows.map((r) => ({ id: r.period, classTimesName: r.name, classTimesNameEn: r.nameEn, classTimesBeginTime: r.beginTime, classTimesEndTime: r.endTime })), total };
  }

  /** The signed-in student, checked against the request's studentNumber / hrUserId (another's: 403) and the mode the call serves. */
  private async student(ctx: AuthContext, body: { studentNumber?: string | null | undefined; hrUserId?: string | null | undefined }, modes: TimetableMode[]): Promise<UserRow> {
    const me = (await findUserById(this.db, ctx.userId))!;
    if (body.studentNumber && body.studentNumber !== me.studentNumber) throw otherUsersData();
    if (body.hrUserId && body.hrUserId !== me.hrUserId) throw otherUsersData();
    const mode = modeOf(me.pageType);
    if (!mode || !modes.includes(mode)) throw new BizError('93400');
    return me;
  }

  /** C34/C35: the student's classes day by day in one month of one term. */
  async month(ctx: AuthContext, body: { studentNumber?: string | null; year?: number | null; term?: number | null; courseName: string; yearMonth?: string | null }, mode: TimetableMode): Promise<TimetableDay[]> {
    const me = await this.student(ctx, body, [mode]);
    if (!body.year || !body.term || !body.yearMonth) throw new BizError('93402');
    if (!YEAR_MONTH.test(body.yearMonth)) throw new BizError('93401');
    const term = await repo.termOf(this.db, body.year, body.term);
    if (!term) throw new BizError('93404');
    const [y, m] = body.yearMonth.split('-').map(Number) as [number, number];
    const from = schoolTime(y, m, 1);
    const to = schoolTime(y, m + 1, 1);
    if (to <= term.startsAt || from >= term.endsAt) throw new BizError('93403');
    const filter = { year: body.year, term: body.term, ...(body.courseName ? { courseName: body.courseName } : {}) };
    const entries: { day: string; at: number; item: TimetableDay['courseTimetableInfoList'][number] }[] = [];
    const item = (c: SlotRow | SessionRow, start: Date, end: Date) => ({
      startTime: hhmm(start), endTime: hhmm(end), courseName: c.courseName, courseNameEn: c.courseNameEn, classPlace: c.venue, classPlaceEn: c.venueEn,
      teacherNames: c.teacherNames, teacherNamesEn: c.teacherNamesEn, className: c.className, classNameEn: c.classNameEn, pageType: c.pageType,
    });
    if (mode === 'weekly') {
      const holidays = (await holidaysOfTerms(this.db, [{ schoolYear: body.year, term: body.term }])).get(termKeyOf({ schoolYear: body.year, term: body.term }));
      for (const s of await repo.slotsOf(this.db, { studentId: me.id }, filter)) {
        for (const d of slotDates(s, from, to, holidays)) entries.push({ day: schoolDate(d.start), at: d.start.getTime(), item: item(s, d.start, d.end) });
      }
    } else {
      for (const s of await repo.sessionsOf(this.db, { studentId: me.id }, { ...filter, from, to })) entries.push({ day: schoolDate(s.startsAt), at: s.startsAt.getTime(), item: item(s, s.startsAt, s.endsAt) });
    }
    entries.sort((a, b) => a.at - b.at);
    const days = new Map<string, TimetableDay>();
    for (const e of entries) {
      const d = days.get(e.day) ?? { day: e.day, courseTimetableInfoList: [] };
      d.courseTimetableInfoList.push(e.item);
      days.set(e.day, d);
    }
    return [...days.values()];
  }

  /** C36/C37: one page of the student's slots (benyan, MBA) or sessions (EMBA). */
  async list(ctx: AuthContext, body: ListFilter & { studentNumber?: string | null; hrUserId?: string | null }, q: PageQuery, mode: TimetableMode): Promise<Page<TimetableRow>> {
    const me = await this.student(ctx, body, [mode]);
    const filter: ListFilter = { year: body.year, term: body.term, ...(body.courseName ? { courseName: body.courseName } : {}), classPlace: body.classPlace, className: body.className };
    const base = (c: SlotRow | SessionRow) => ({
      courseName: c.courseName, courseNameEn: c.courseNameEn, classPlace: c.venue, classPlaceEn: c.venueEn, teacherNames: c.teacherNames, teacherNamesEn: c.teacherNamesEn,
      className: c.className, classNameEn: c.classNameEn, courseType: c.courseType, year: c.schoolYear, yearName: yearName(c.schoolYear), term: c.term,
    });
    const termNames = new Map((await repo.allTerms(this.db)).map((t) => [`${t.schoolYear}-${t.term}`, t]));
    const named = (c: SlotRow | SessionRow) => {
      const t = termNames.get(`${c.schoolYear}-${c.term}`);
      return { termName: t?.name ?? '', termNameEn: t?.nameEn ?? '' };
    };
    if (mode === 'weekly') {
      const { rows, total } = await repo.slotPage(this.db, { studentId: me.id }, filter, q);
      const periods = await repo.periodsByNumber(this.db, rows.flatMap((r) => [r.classStart, r.classEnd]));
      return {
        total,
        data: rows.map((s) => {
          return {
            ...base(s), ...named(s), startDate: schoolDate(slotDay(s.termStartsAt, s.weekStart, s.weekName)), endDate: schoolDate(slotDay(s.termStartsAt, s.weekEnd, s.weekName)),
            startTime: s.startTime, endTime: s.endTime, selectedWeek: Array.from({ length: s.weekEnd - s.weekStart + 1 }, (_, i) => s.weekStart + i).join(','),
            weekName: s.weekName, weekTimeStartName: periods.get(s.classStart)?.name ?? '', weekTimeEndName: periods.get(s.classEnd)?.name ?? '',
            weekTimeStartNameEn: periods.get(s.classStart)?.nameEn ?? '', weekTimeEndNameEn: periods.get(s.classEnd)?.nameEn ?? '',
            gsmStartClassWeekEMBAId: null, gsmStartClassWeeklyCourseId: s.slotId,
          };
        }),
      };
    }
    const { rows, total } = await repo.sessionPage(this.db, { studentId: me.id }, filter, q);
    return {
      total,
      data: rows.map((s) => ({
        ...base(s), ...named(s), startDate: schoolDate(s.startsAt), endDate: schoolDate(s.endsAt), startTime: hhmm(s.startsAt), endTime: hhmm(s.endsAt),
        selectedWeek: String(weekOf(s.termStartsAt, s.startsAt)), weekName: null, weekTimeStartName: '', weekTimeEndName: '', weekTimeStartNameEn: '', weekTimeEndNameEn: '',
        gsmStartClassWeekEMBAId: s.sessionId, gsmStartClassWeeklyCourseId: null,
      })),
    };
  }
}
