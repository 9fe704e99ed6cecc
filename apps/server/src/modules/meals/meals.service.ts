import type { MealMenu, MealReservation, PageQuery } from '@portal/contracts';
import { mealSaveBodySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { assignSurveyTo, isSurveyAssignee } from '../surveys/index.ts';
import * as repo from './meals.repo.ts';

type SaveBody = z.output<typeof mealSaveBodySchema>;

/** The student's side of meal booking (BOOK-C08…C11); the rules are in README.md. */
export class MealsService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** BOOK-C08: the current menu, or null when none is published ('no menu yet'). */
  async menu(ctx: AuthContext): Promise<MealMenu | null> {
    const m = await repo.currentMenu(this.db);
    if (!m) return null;
    const asked = m.surveyAssignmentId !== null && (await isSurveyAssignee(this.db, m.surveyAssignmentId, ctx.userId));
    return {
      id: m.id, fileName: m.content, startDate: m.startDate, endDate: m.endDate, cutoffTime: m.cutoffTime,
      bookableFrom: m.bookableFrom, bookableTo: m.endDate, surveyID: m.surveyId, surveyAssignmentId: m.surveyAssignmentId, surveyOpen: asked,
    };
  }

  /** BOOK-C09: from today on. */
  current(ctx: AuthContext, q: PageQuery) {
    return repo.reservationPage(this.db, ctx.userId, q, true);
  }

  /** BOOK-C11: the days before today. */
  history(ctx: AuthContext, q: PageQuery) {
    return repo.reservationPage(this.db, ctx.userId, q, false);
  }

  /** BOOK-C10: a new date (id absent) or a change of the meals of an open one. */
  async save(ctx: AuthContext, body: SaveBody): Promise<MealReservation> {
    const user = await findUserById(this.db, ctx.userId);
    if (user?.isOutBishop) throw new BizError('1405');
    const id = body.id === null ? await this.book(ctx.userId, body) : await this.change(ctx.userId, body.id, body);
    return (await repo.reservationById(this.db, id))!;
  }

  private async book(studentId: number, body: SaveBody): Promise<number> {
    return this.db.transaction(async (tx) => {
      const menu = await this.openMenuOf(tx, body.reserveDate);
      const id = await repo.insertReservation(tx, { studentId, menuId: menu.id, reserveDate: body.reserveDate, lunch: body.isReserveLunch, dinner: body.isReservedinner });
      if (id === undefined) throw new BizError('1403', { date: body.reserveDate });
      // Whoever eats is asked about the food (README 'Survey'); the engine keeps one assignee row per person.
      if (menu.surveyAssignmentId !== null && (body.isReserveLunch || body.isReservedinner)) await assignSurveyTo(tx, menu.surveyAssignmentId, [studentId]);
      return id;
    });
  }

  private async change(studentId: number, id: number, body: SaveBody): Promise<number> {
    return this.db.transaction(async (tx) => {
      const row = await repo.reservationById(tx, id);
      if (!row) throw new BizError('1406');
      if (row.studentId !== studentId) throw otherUsersData();
      if (row.reserveDate !== body.reserveDate) throw new BizError('1404');
      const menu = await this.openMenuOf(tx, row.reserveDate);
      if (!(await repo.updateOpenReservation(tx, id, { lunch: body.isReserveLunch, dinner: body.isReservedinner }))) {
        throw new BizError('1402', { date: row.reserveDate, deadline: menu.deadline });
      }
      if (menu.surveyAssignmentId !== null && (body.isReserveLunch || body.isReservedinner)) await assignSurveyTo(tx, menu.surveyAssignmentId, [studentId]);
      return id;
    });
  }

  /**
   * The menu of the date, refused unless the date lies in the range students may book (today, or the
   * menu's start if later, to its end: README 'Q-38') and its cut-off is still ahead.
   */
  private async openMenuOf(tx: Queryable, day: string) {
    const menu = await repo.menuOfDate(tx, day);
    if (!menu || menu.past) {
      const current = await repo.currentMenu(tx);
      if (!current) throw new BizError('1400');
      throw new BizError('1401', { from: current.startDate > current.today ? current.startDate : current.today, to: current.endDate });
    }
    if (!menu.open) throw new BizError('1402', { date: day, deadline: menu.deadline });
    return menu;
  }
}
