import {
  ConsultType, FROM_TYPE_STUDENT, issueText, Role, SubscribeStatus, storedAnswersOf, subscribeAnswersSchema, type ConsultantCard, type ConsultTypeKey, type CounsellorDetail,
  type CounsellorListBody, type CounsellorSlots, type CounsellorSlotsBody, type HistoryBody, type HistoryRow, type Page, type Standing, type SubscribeBody,
  type SubscribeDetail,
} from '@portal/contracts';
import type { z } from 'zod';
import { hasRole } from '../../platform/auth/access.ts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { findFile } from '../../platform/files/files.repo.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { isBlocked, standingView } from '../../platform/time/no-show-standing.repo.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import * as repo from './appointments.repo.ts';
import { reportChanged } from './appointment-change-notices.ts';
import { bookingForNotice } from './appointment-notices.repo.ts';
import { reportBooked, reportCancelled } from './appointment-notices.ts';
import { dropReminder, scheduleReminder } from './appointment-reminders.ts';
import { bookingRefusal } from './booking-refusal.ts';
import { consultType, detailView, historyRow, slotView, surveyUrlOf } from './appointment-views.ts';

type Lang = 'zh' | 'en';

/** A form that does not pass its type's rules: 90003 naming every refused field in the request's language. */
function invalidForm(error: z.ZodError, lang: Lang): BizError {
  const detail = error.issues.map((i) => issueText(i as Parameters<typeof issueText>[0], lang)).join(lang === 'zh' ? '；' : '; ');
  return new BizError('90003', { detail });
}

/** The student's side (BOOK-C01…C07, cancel, standing); README pairs each rule with its code. */
export class AppointmentsService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private async me(auth: AuthContext) {
    const me = await repo.studentOf(this.db, auth.userId);
    if (!me) throw otherUsersData();
    return me;
  }

  private photoUrl(photoFileId: string | null) {
    return photoFileId ? this.files.uploadLink(photoFileId, 'photo') : null;
  }

  /** C01: the caller's student type decides; disabled counsellors and offers are left out (BOOK-S04). */
  async counsellors(auth: AuthContext, body: CounsellorListBody): Promise<Page<ConsultantCard>> {
    const me = await this.me(auth);
    const rows = await repo.counsellorCards(this.db, body.interviewConsultTypeKey, me.studentTypeId);
    const data = rows.map((r) => ({
      id: r.id, vdInterviewConsultId: r.consultId, name: r.name, nameEn: r.nameEn, photoUrl: this.photoUrl(r.photoFileId), introduce: r.introduce,
      introduceEN: r.introduceEn || r.introduce, goodAt: r.goodAt, goodAtEN: r.goodAtEn || r.goodAt, disabled: r.disabled, freeSlotCount: Number(r.freeSlotCount),
    }));
    return { data, total: data.length };
  }

  async slotsOf(db: Queryable, counsellorId: number, typeKey: number, studentId: number, editingId: number | null): Promise<CounsellorSlots> {
    const offer = await repo.offerOf(db, counsellorId, typeKey);
    if (!offer) throw new BizError('104');
    const t = consultType(typeKey);
    const slots = await repo.slotsForStudent(db, offer.id, studentId, editingId);
    return {
      vdInterviewConsultId: offer.id, vdCounselorId: offer.counsellorId, vdCounselorName: offer.name, vdCounselorNameEn: offer.nameEn,
      interviewConsultTypeKey: typeKey, interviewConsultTypeDes: t.zh, interviewConsultTypeDesEN: t.en,
      // A disabled offer or counsellor shows its slots as switched off, so nothing can be chosen (BOOK-S04).
      queryByIdForStudyDtoDateTimeDetailDto: slots.map((x) => slotView({ ...x, disabled: x.disabled || offer.disabled || offer.counsellorDisabled })),
    };
  }

  /** C02: the counsellor's slots of the type, each marked with whether and why it cannot be chosen. */
  async slots(auth: AuthContext, body: CounsellorSlotsBody): Promise<CounsellorSlots> {
    return this.slotsOf(this.db, body.VDCounselorId, body.interviewConsultTypeKey, auth.userId, body.vdSubscribeId ?? null);
  }

  /** The three files must be the caller's own uploads under the appointment rule, or already on the booking being edited. */
  private async checkFiles(tx: Queryable, ids: (string | null)[], ownerId: number, kept: (string | null)[]): Promise<void> {
    for (const id of ids) {
      if (!id || kept.includes(id)) continue;
      const f = await findFile(tx, id);
      if (!f || f.ownerId !== ownerId || f.use !== 'appointment') throw new BizError('5015');
    }
    await this.files.attach(tx, ids.filter((x): x is string => !!x), ownerId);
  }

  /**
   * C03: a new booking (id 0) or the edit of a pending one. One transaction holding the student's
   * booking lock: the rules in README order, then the write, where the database has the last word
   * on the slot (100) and on overlapping bookings (5001). An edit moves the row to the new slot, so
   * the new slot is taken and the old one freed by the same statement. Its notice in the same
   * transaction: booked for a new one, changed for an edit that moved it (README 'Notices').
   */
  async save(auth: AuthContext, body: SubscribeBody, lang: Lang): Promise<{ id: number; status: number }> {
    if (body.studentId != null && body.studentId !== auth.userId) throw otherUsersData();
    const me = await this.me(auth);
    const first = await repo.slotForBooking(this.db, body.vdvdInterviewConsultTimesDetailId);
    if (!first) throw new BizError('101');
    const typeKey = first.typeKey as ConsultTypeKey;
    const parsed = subscribeAnswersSchema(typeKey).safeParse(body);
    if (!parsed.success) throw invalidForm(parsed.error, lang);
    const answers = storedAnswersOf(typeKey, parsed.data);
    try {
      return await this.db.transaction(async (tx) => {
        await repo.lockStudentBookings(tx, me.id);
        const editing = body.id === null ? null : await this.lockOwnForChange(tx, auth, body.id);
        if (editing && editing.status !== SubscribeStatus.toReview) throw new BizError(editing.status === SubscribeStatus.pass ? '5002' : '5003');
        if (editing && editing.typeKey !== typeKey) throw new BizError('5006');
        const slot = await repo.slotForBooking(tx, body.vdvdInterviewConsultTimesDetailId);
        if (!slot) throw new BizError('101');
        const openToMe = slot.studentTypeIds.length === 0 || (me.studentTypeId !== null && slot.studentTypeIds.includes(me.studentTypeId));
        if (slot.disabled || slot.consultDisabled || slot.counsellorDisabled || !openToMe) throw new BizError('104');
        if (slot.tooLate) throw new BizError('5000');
        if (!editing) await this.checkStanding(tx, me.id);
        if (typeKey === ConsultType.career && await repo.unfinishedCareer(tx, me.id, editing?.id ?? null)) throw new BizError('105');
        const kept = editing ? await this.keptFiles(tx, editing.id) : [];
        await this.checkFiles(tx, Object.values(answers.files), me.id, kept);
        const content = {
          q1: answers.q1, q2: answers.q2, q3: answers.q3, q4: answers.q4, q5: answers.q5, q6: answers.q6, ownQuestions: answers.questions,
          contactName: body.contactName ?? '', contactPhone: body.contactPhone ?? '',
          biographicalFileId: answers.files.biographicalNotes, professionalFileId: answers.files.professionalAssessment, otherFileId: answers.files.other,
          slotId: slot.id, beginTime: slot.beginTime, endTime: slot.endTime,
        };
        let id: number;
        if (editing) {
          id = editing.id;
          // As it was, for the notice of a move: what each person had.
          const before = (await bookingForNotice(tx, id))!;
          await repo.updateSubscribe(tx, id, content);
          if (before.slotId !== slot.id) await reportChanged(tx, before, 'student');
        } else {
          id = await repo.insertSubscribe(tx, { ...content, studentId: me.id, typeKey, status: SubscribeStatus.toReview, fromType: FROM_TYPE_STUDENT });
          await reportBooked(tx, id);
        }
        await scheduleReminder(tx, id, slot.beginTime);
        return { id, status: SubscribeStatus.toReview };
      });
    } catch (err) {
      return bookingRefusal(err);
    }
  }

  private async keptFiles(tx: Queryable, id: number): Promise<(string | null)[]> {
    const d = await repo.subscribeDetail(tx, id);
    return d ? [d.biographicalFileId, d.professionalFileId, d.otherFileId] : [];
  }

  /** The caller's own booking, locked; 103 when missing, 403 when another's, 102 once attended or missed, 5000 inside 24 hours. */
  private async lockOwnForChange(tx: Queryable, auth: AuthContext, id: number) {
    const sub = await repo.subscribeForChange(tx, id);
    if (!sub) throw new BizError('103');
    if (sub.studentId !== auth.userId) throw otherUsersData();
    if (sub.outcome !== null) throw new BizError('102');
    if (sub.status === SubscribeStatus.reject || sub.status === SubscribeStatus.cancel) throw new BizError('5003');
    if (sub.tooLate) throw new BizError('5000');
    return sub;
  }

  /** The no-show block (README 'No-show policy'): 5010 naming the count and the school day bookings open again. */
  private async checkStanding(db: Queryable, studentId: number): Promise<void> {
    const settings = await repo.settingsOf(db);
    if (settings.noShowLimit === 0) return;
    const st = await repo.standingOf(db, studentId, settings.noShowLimit, settings.blockDays);
    if (isBlocked(st, await dbNow(db))) throw new BizError('5010', { count: st.blockCount, date: schoolDate(st.blockedUntil) });
  }

  async standing(auth: AuthContext): Promise<Standing> {
    const settings = await repo.settingsOf(this.db);
    const st = await repo.standingOf(this.db, auth.userId, settings.noShowLimit, settings.blockDays);
    return standingView(st, settings, await dbNow(this.db));
  }

  /** C04: the caller's bookings (studentId must be the caller). */
  async history(auth: AuthContext, body: HistoryBody): Promise<Page<HistoryRow>> {
    if (body.studentId != null && body.studentId !== auth.userId) throw otherUsersData();
    const conModels = body.conModels.filter((m) => m.fieldName.toLowerCase() !== 'studentid');
    const { rows, total } = await repo.historyOf(this.db, auth.userId, { ...body, conModels });
    const surveyId = (await repo.settingsOf(this.db)).surveyId;
    return { data: rows.map((r) => historyRow(r, surveyUrlOf(surveyId, r.surveyAssignmentId, r.studentId))), total };
  }

  /** Who may read a booking: its student, its counsellor, the career office (C07). */
  private async readable(auth: AuthContext, id: number): Promise<repo.SubscribeRecord> {
    const r = await repo.subscribeDetail(this.db, id);
    if (!r) throw new BizError('103');
    if (r.studentId !== auth.userId && r.counsellorUserId !== auth.userId && !hasRole(auth, [Role.careerAdmin])) throw otherUsersData();
    return r;
  }

  async detailOf(r: repo.SubscribeRecord): Promise<SubscribeDetail> {
    const surveyId = (await repo.settingsOf(this.db)).surveyId;
    return detailView(this.db, this.files, r, surveyUrlOf(surveyId, r.surveyAssignmentId, r.studentId));
  }

  /** C07. */
  async detail(auth: AuthContext, id: number): Promise<SubscribeDetail> {
    return this.detailOf(await this.readable(auth, id));
  }

  /**
   * C05: false inside 24 hours (BOOK-S02, the web shows 5013); a booking that is not pending cannot
   * be edited (5002, 5003); else the counsellor's slots (this booking's own slot selectable) and the booking.
   */
  async forEdit(auth: AuthContext, id: number) {
    const r = await repo.subscribeDetail(this.db, id);
    if (!r) throw new BizError('103');
    if (r.studentId !== auth.userId) throw otherUsersData();
    if (r.outcome !== null) throw new BizError('102');
    if (!r.canChange) return false as const;
    if (r.status !== SubscribeStatus.toReview) throw new BizError(r.status === SubscribeStatus.pass ? '5002' : '5003');
    return {
      queryByIdForStudyDto: await this.slotsOf(this.db, r.counsellorId, r.typeKey, auth.userId, r.id),
      queryVDSubscribeDetail: await this.detailOf(r),
    };
  }

  /** C06: any signed-in user may read a counsellor's public profile; 5012 when missing. */
  async counsellor(id: number): Promise<CounsellorDetail> {
    const c = await repo.counsellorById(this.db, id);
    if (!c) throw new BizError('5012');
    const offers = await repo.offersOf(this.db, id);
    return {
      id: c.id, name: c.name, nameEn: c.nameEn, photoUrl: this.photoUrl(c.photoFileId), sex: c.sex === 'M' ? '男' : c.sex === 'F' ? '女' : '',
      sexEN: c.sex === 'M' ? 'Male' : c.sex === 'F' ? 'Female' : '', subscribeTotal: await repo.subscribeTotal(this.db, id),
      introduce: c.introduce, introduceEN: c.introduceEn || c.introduce, goodAt: c.goodAt, goodAtEN: c.goodAtEn || c.goodAt, disabled: c.disabled,
      interviewConsultTypeKeys: offers.filter((o) => !o.disabled).map((o) => o.typeKey),
    };
  }

  /** Ours: the student cancels until 24 hours before (5000); the slot is free at once; the reminder is dropped; both are told. */
  async cancel(auth: AuthContext, id: number): Promise<{ id: number; status: number }> {
    return this.db.transaction(async (tx) => {
      await repo.lockStudentBookings(tx, auth.userId);
      const sub = await this.lockOwnForChange(tx, auth, id);
      await repo.setStatus(tx, id, SubscribeStatus.cancel);
      await dropReminder(tx, id);
      await reportCancelled(tx, id, 'student', sub.status === SubscribeStatus.pass);
      return { id, status: SubscribeStatus.cancel };
    });
  }
}
