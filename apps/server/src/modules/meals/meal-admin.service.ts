import type { MealCountQuery, MealCounts, MealMenuAdminRow, PageQuery } from '@portal/contracts';
import { MEAL_COUNT_MAX_DAYS, mealMenuInputSchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError } from '../../platform/http/errors.ts';
import { richTextForWrite } from '../../platform/http/sanitize.ts';
import { schoolTime } from '../../platform/time/school-zone.ts';
import { dropRecordAssignment, linkableSurveys, moveRecordAssignment, openRecordAssignment, surveyNamesOf } from '../surveys/index.ts';
import * as repo from './meal-admin.repo.ts';
import { countsWorkbook } from './meal-export.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';

type MenuInput = z.output<typeof mealMenuInputSchema>;
const SURVEY_KINDS = ['meal', 'generic'] as const;
/** The menu's survey stays open this many days after its last day. */
const SURVEY_DAYS_AFTER = 7;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const dayStart = (date: string, plusDays = 0) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return schoolTime(y, m, d + plusDays);
};
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The canteen's console (role canteen.admin): menus, the daily counts and their export. README 'Canteen'. */
export class MealAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async options() {
    return { surveys: await linkableSurveys(this.db, SURVEY_KINDS), today: await repo.schoolToday(this.db) };
  }

  async menus(q: PageQuery): Promise<{ data: MealMenuAdminRow[]; total: number }> {
    const { rows, total } = await repo.menuPage(this.db, q);
    const names = await surveyNamesOf(this.db, rows.flatMap((r) => (r.surveyId === null ? [] : [r.surveyId])));
    return {
      total,
      data: rows.map((r) => ({
        id: r.id, fileName: r.content, startDate: r.startDate, endDate: r.endDate, cutoffTime: hhmmOf(r.cutoffMinutes), surveyID: r.surveyId,
        surveyName: r.surveyId === null ? null : names.get(r.surveyId)?.name ?? null, surveyNameEn: r.surveyId === null ? null : names.get(r.surveyId)?.nameEn ?? null,
        reservations: r.reservations, updatedAt: r.updatedAt.toISOString(),
      })),
    };
  }

  /** Publishes a menu (id null) or changes one; the text is sanitised, the dates may not overlap another menu. */
  async save(ctx: AuthContext, id: number | null, input: MenuInput): Promise<{ id: number }> {
    if (input.endDate < input.startDate) throw new BizError('1407');
    if (input.surveyID !== null && !(await linkableSurveys(this.db, SURVEY_KINDS)).some((s) => s.id === input.surveyID)) throw new BizError('1410');
    const values = { content: richTextForWrite(input.fileName), startDate: input.startDate, endDate: input.endDate, cutoffMinutes: minutesOf(input.cutoffTime), surveyId: input.surveyID };
    return this.db.transaction(async (tx) => {
      await repo.lockMenus(tx);
      const clash = await repo.overlappingMenu(tx, input.startDate, input.endDate, id);
      if (clash) throw new BizError('1408', { from: clash.startDate, to: clash.endDate });
      if (id === null) {
        const newId = await repo.insertMenu(tx, { ...values, createdBy: ctx.userId });
        await this.linkSurvey(tx, newId, null, values, ctx.userId);
        return { id: newId };
      }
      const current = await repo.menuById(tx, id);
      if (!current) throw new BizError('1413');
      const booked = await repo.bookedRange(tx, id);
      // Every booked day keeps its menu: the range may shrink only down to the days booked.
      if (booked.first && booked.last && (booked.first < input.startDate || booked.last > input.endDate)) {
        throw new BizError('1412', { from: booked.first, to: booked.last });
      }
      await repo.updateMenu(tx, id, values);
      await this.linkSurvey(tx, id, current, values, ctx.userId);
      return { id };
    });
  }

  /** Deletes a menu nobody booked from, and its unanswered survey assignment. */
  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await repo.lockMenus(tx);
      const current = await repo.menuById(tx, id);
      if (!current) throw new BizError('1413');
      if ((await repo.bookedRange(tx, id)).n > 0) throw new BizError('1409');
      await repo.deleteMenu(tx, id);
      if (current.surveyAssignmentId !== null) await dropRecordAssignment(tx, current.surveyAssignmentId);
    });
  }

  /**
   * The menu's survey through the engine (surveys README, 'Calls' of other modules): one assignment
   * per menu, open from its first day to a week after its last; students are added as they book.
   */
  private async linkSurvey(tx: Queryable, menuId: number, current: { surveyId: number | null; surveyAssignmentId: number | null } | null, v: repo.MenuValues, by: number) {
    const title = `订餐评价 ${v.startDate} ~ ${v.endDate}`;
    const window = { title, titleEn: `Meals of ${v.startDate} to ${v.endDate}`, beginTime: dayStart(v.startDate), endTime: dayStart(v.endDate, SURVEY_DAYS_AFTER + 1) };
    if (current?.surveyAssignmentId != null && current.surveyId === v.surveyId) {
      await moveRecordAssignment(tx, current.surveyAssignmentId, window);
      return;
    }
    if (current?.surveyAssignmentId != null) await dropRecordAssignment(tx, current.surveyAssignmentId);
    const assignment = v.surveyId === null ? null : await openRecordAssignment(tx, { ...window, surveyId: v.surveyId, kind: 'meal', createdBy: by });
    await repo.updateMenu(tx, menuId, { surveyAssignmentId: assignment });
  }

  async counts(q: MealCountQuery): Promise<MealCounts> {
    if (q.to < q.from) throw new BizError('1407');
    if (daysBetween(q.from, q.to) >= MEAL_COUNT_MAX_DAYS) throw new BizError('1411', { max: MEAL_COUNT_MAX_DAYS });
    const days = await repo.dailyCounts(this.db, q.from, q.to);
    return { days, totalLunch: days.reduce((n, d) => n + d.lunch, 0), totalDinner: days.reduce((n, d) => n + d.dinner, 0) };
  }

  /** The counts as xlsx behind a signed /files/… link. */
  async exportCounts(ctx: AuthContext, q: MealCountQuery) {
    const counts = await this.counts(q);
    const file = await this.files.saveGenerated(await countsWorkbook(counts, q.from, q.to), `meal-counts-${q.from}-${q.to}.xlsx`, XLSX_MIME, ctx.userId);
    return { fileName: file.fileName, fileUrl: file.fileUrl };
  }
}
