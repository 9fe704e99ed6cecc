import {
  LIVE_STATUSES, Outcome, Role, SubscribeStatus, type AdminBooking, type AdminCounsellor, type AdminSlot, type AppointmentSettings, type AvailabilityInput,
  type CounsellorInput, type Page, type PageQuery, type SlotPlaceInput,
} from '@portal/contracts';
import { hasRole } from '../../platform/auth/access.ts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { findFile } from '../../platform/files/files.repo.ts';
import { BizError, forbidden } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolTime } from '../../platform/time/school-zone.ts';
import { assignSurveyTo, linkableSurveys, openRecordAssignment } from '../surveys/index.ts';
import * as admin from './appointment-admin.repo.ts';
import { reportChanged } from './appointment-change-notices.ts';
import { bookingForNotice } from './appointment-notices.repo.ts';
import { reportCancelled, reportReviewed, type AppointmentActor } from './appointment-notices.ts';
import { dropReminder, scheduleReminder } from './appointment-reminders.ts';
import { reportNoShow } from './appointment-strike-notice.ts';
import { consultType, iso, slotText } from './appointment-views.ts';
import * as repo from './appointments.repo.ts';
import { bookingRefusal } from './booking-refusal.ts';

/** The surveys an appointment may ask (kind appointment or generic). */
const SURVEY_KINDS = ['appointment', 'generic'] as const;
/** How long after the meeting its survey stays open. */
const SURVEY_DAYS = 14;

/** Who the notices name as having changed a booking: its own counsellor, or the office acting for them. */
const actorOf = (auth: AuthContext, counsellorUserId: number): AppointmentActor => (auth.userId === counsellorUserId ? 'counsellor' : 'office');
/** Staff may cancel or move a booking that is pending or approved, has no outcome and has not begun (5017). */
const changeable = (r: { status: number; outcome: number | null; begun: boolean }) =>
  (LIVE_STATUSES as readonly number[]).includes(r.status) && r.outcome === null && !r.begun;

/**
 * The counsellors' side (README 'Staff API'): a counsellor acts on its own record, the career office
 * (and administrators) on every one. Each method first resolves which counsellor the caller may act for.
 */
export class AppointmentAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private isOffice(auth: AuthContext) {
    return hasRole(auth, [Role.careerAdmin]);
  }

  /** The counsellor record the caller acts for: null = all (the office); a counsellor without a record: 5012. */
  private async scope(db: Queryable, auth: AuthContext): Promise<number | null> {
    if (this.isOffice(auth)) return null;
    const mine = await repo.counsellorByUser(db, auth.userId);
    if (!mine) throw new BizError('5012');
    return mine.id;
  }

  /** The caller may act for this counsellor (403 otherwise). */
  private async mayActFor(db: Queryable, auth: AuthContext, counsellorId: number): Promise<void> {
    const scope = await this.scope(db, auth);
    if (scope !== null && scope !== counsellorId) throw forbidden();
  }

  async counsellors(auth: AuthContext): Promise<AdminCounsellor[]> {
    const rows = await admin.counsellorsFor(this.db, await this.scope(this.db, auth));
    return rows.map((r) => ({
      id: r.id, userId: r.userId, username: r.username, name: r.name, nameEn: r.nameEn, sex: r.sex, photoFileId: r.photoFileId,
      photoUrl: r.photoFileId ? this.files.uploadLink(r.photoFileId, 'photo') : null, introduce: r.introduce, introduceEN: r.introduceEn, goodAt: r.goodAt,
      goodAtEN: r.goodAtEn, disabled: r.disabled, pendingCount: Number(r.pendingCount),
      offers: r.offers.map((o) => ({ vdInterviewConsultId: o.id, interviewConsultTypeKey: o.typeKey, studentTypeIds: o.studentTypeIds, disabled: o.disabled })),
    }));
  }

  accounts() {
    return admin.counsellorAccounts(this.db);
  }

  private values(v: CounsellorInput) {
    return {
      name: v.name, nameEn: v.nameEn, sex: v.sex, photoFileId: v.photoFileId, introduce: v.introduce, introduceEn: v.introduceEN, goodAt: v.goodAt,
      goodAtEn: v.goodAtEN, disabled: v.disabled,
    };
  }

  private checkOffers(v: CounsellorInput) {
    const keys = v.offers.map((o) => o.interviewConsultTypeKey);
    if (new Set(keys).size !== keys.length) throw new BizError('5014');
  }

  /**
   * A new photo must be the caller's own upload under the `photo` rule (jpg or png, sniffed, 2 MB):
   * without this any stored file's id (another user's resume) would be shown to every student (5016).
   */
  private async attachPhoto(tx: Queryable, auth: AuthContext, photoFileId: string): Promise<void> {
    const f = await findFile(tx, photoFileId);
    if (!f || f.ownerId !== auth.userId || f.use !== 'photo') throw new BizError('5016');
    await this.files.attach(tx, [photoFileId], auth.userId);
  }

  /** The office makes the record of an account with role counsellor (5009: not a counsellor, or it has one). */
  async create(auth: AuthContext, v: CounsellorInput): Promise<{ id: number }> {
    this.checkOffers(v);
    return this.db.transaction(async (tx) => {
      if (!(await admin.hasCounsellorRole(tx, v.userId))) throw new BizError('5009');
      if (v.photoFileId) await this.attachPhoto(tx, auth, v.photoFileId);
      const id = await admin.insertCounsellor(tx, { userId: v.userId, ...this.values(v) });
      if (id === null) throw new BizError('5009');
      await admin.saveOffers(tx, id, v.offers);
      return { id };
    });
  }

  async update(auth: AuthContext, id: number, v: CounsellorInput): Promise<{ id: number }> {
    this.checkOffers(v);
    return this.db.transaction(async (tx) => {
      const current = await repo.counsellorById(tx, id);
      if (!current) throw new BizError('5012');
      await this.mayActFor(tx, auth, id);
      if (v.photoFileId && v.photoFileId !== current.photoFileId) await this.attachPhoto(tx, auth, v.photoFileId);
      await admin.updateCounsellor(tx, id, this.values(v));
      await admin.saveOffers(tx, id, v.offers);
      return { id };
    });
  }

  async setDisabled(auth: AuthContext, id: number, disabled: boolean): Promise<{ id: number }> {
    if (!(await repo.counsellorById(this.db, id))) throw new BizError('5012');
    await this.mayActFor(this.db, auth, id);
    await admin.updateCounsellor(this.db, id, { disabled });
    return { id };
  }

  /**
   * Weekly blocks for N weeks from firstDate, at the school's clock: each block cut into slots of
   * slotMinutes with bufferMinutes between them. Past slots and those overlapping the counsellor's
   * (any type) are skipped; the exclusion constraint has the last word under concurrency.
   */
  async availability(auth: AuthContext, counsellorId: number, v: AvailabilityInput): Promise<{ created: number; skipped: number }> {
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    if (v.blocks.some((b) => minutes(b.start) >= minutes(b.end))) throw new BizError('5007');
    return this.db.transaction(async (tx) => {
      if (!(await repo.counsellorById(tx, counsellorId))) throw new BizError('5012');
      await this.mayActFor(tx, auth, counsellorId);
      const consultId = await admin.offerId(tx, counsellorId, v.interviewConsultTypeKey);
      if (consultId === null) throw new BizError('104');
      const now = await dbNow(tx);
      const [y, m, d] = v.firstDate.split('-').map(Number) as [number, number, number];
      const rows: admin.NewSlot[] = [];
      let skipped = 0;
      for (let day = 0; day < v.weeks * 7; day += 1) {
        const noon = schoolTime(y, m, d + day, 12);
        const weekday = ((noon.getUTCDay() + 6) % 7) + 1;
        for (const block of v.blocks.filter((b) => b.weekday === weekday)) {
          for (let t = minutes(block.start); t + v.slotMinutes <= minutes(block.end); t += v.slotMinutes + v.bufferMinutes) {
            const begin = schoolTime(y, m, d + day, 0, t);
            const end = schoolTime(y, m, d + day, 0, t + v.slotMinutes);
            if (begin.getTime() < now.getTime()) { skipped += 1; continue; }
            rows.push({ consultId, counsellorId, beginTime: begin, endTime: end, address: v.address, addressEn: v.addressEn, interflowType: v.interflowType, createdBy: auth.userId });
          }
        }
      }
      const created = await admin.insertSlots(tx, rows);
      return { created, skipped: skipped + rows.length - created };
    });
  }

  async slots(auth: AuthContext, q: { counsellorId?: number | undefined; from: string; to: string }): Promise<AdminSlot[]> {
    const scope = await this.scope(this.db, auth);
    if (scope !== null && q.counsellorId !== undefined && q.counsellorId !== scope) throw forbidden();
    const rows = await admin.slotsBetween(this.db, scope ?? q.counsellorId ?? null, new Date(q.from), new Date(q.to));
    return rows.map((r) => ({
      id: r.id, counsellorId: r.counsellorId, counsellorName: r.counsellorName, counsellorNameEn: r.counsellorNameEn, vdInterviewConsultId: r.consultId,
      interviewConsultTypeKey: r.typeKey, beginTime: iso(r.beginTime), endTime: iso(r.endTime), address: r.address, addressEn: r.addressEn,
      interflowType: r.interflowType, disabled: r.disabled,
      booking: r.bookingId === null ? null : {
        id: r.bookingId, status: r.bookingStatus!, outcome: r.outcome, studentId: r.studentId!, studentName: r.studentName ?? '',
        studentNameEn: r.studentNameEn ?? r.studentName ?? '', studentNumber: r.studentNumber ?? '',
      },
    }));
  }

  private async slotFor(auth: AuthContext, id: number): Promise<void> {
    const owner = await admin.slotOwner(this.db, id);
    if (!owner) throw new BizError('101');
    await this.mayActFor(this.db, auth, owner.counsellorId);
  }

  async setSlotDisabled(auth: AuthContext, id: number, disabled: boolean): Promise<{ id: number }> {
    await this.slotFor(auth, id);
    await admin.setSlotDisabled(this.db, id, disabled);
    return { id };
  }

  /**
   * A slot's place or meeting link (its times never change: a booking moves instead). The booking it
   * holds, if it has not begun, is told, both people; the same place again changes nothing.
   */
  async setSlotPlace(auth: AuthContext, id: number, v: SlotPlaceInput): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const slot = await admin.slotForPlace(tx, id);
      if (!slot) throw new BizError('101');
      await this.mayActFor(tx, auth, slot.counsellorId);
      if (slot.interflowType === v.interflowType && slot.address === v.address && slot.addressEn === v.addressEn) return { id };
      const booked = await admin.upcomingBookingOn(tx, id);
      const before = booked === undefined ? undefined : await bookingForNotice(tx, booked);
      await admin.setSlotPlace(tx, id, v);
      if (before) {
        // The booking's version moves with its place: the change's key.
        await admin.setBooking(tx, before.id, {});
        await reportChanged(tx, before, actorOf(auth, slot.counsellorUserId));
      }
      return { id };
    });
  }

  async deleteSlot(auth: AuthContext, id: number): Promise<{ id: number }> {
    await this.slotFor(auth, id);
    if (!(await admin.deleteUnbookedSlot(this.db, id))) throw new BizError('5008');
    return { id };
  }

  async bookings(auth: AuthContext, q: PageQuery & { counsellorId?: number | undefined; from?: string | undefined; to?: string | undefined }): Promise<Page<AdminBooking>> {
    const scope = await this.scope(this.db, auth);
    if (scope !== null && q.counsellorId !== undefined && q.counsellorId !== scope) throw forbidden();
    const { rows, total } = await admin.bookingsPage(this.db, scope ?? q.counsellorId ?? null, q);
    return {
      total,
      data: rows.map((r) => ({
        ...r, interviewConsultTypeKey: r.typeKey, beginTime: iso(r.beginTime), endTime: iso(r.endTime), createTime: iso(r.createdAt),
      })).map(({ typeKey: _t, createdAt: _c, ...rest }) => rest),
    };
  }

  /** A booking the caller may act on, locked: 103 when missing, 403 when another counsellor's. */
  private async booking(tx: Queryable, auth: AuthContext, id: number) {
    const r = await admin.bookingForStaff(tx, id);
    if (!r) throw new BizError('103');
    await this.mayActFor(tx, auth, r.counsellorId);
    return r;
  }

  /** 0 → 1 (approve) or 2 (reject); a rejected booking frees its slot and loses its reminder. */
  async review(auth: AuthContext, id: number, v: { status: 1 | 2; replyNote: string }): Promise<{ id: number; status: number }> {
    return this.db.transaction(async (tx) => {
      const r = await this.booking(tx, auth, id);
      if (r.status !== SubscribeStatus.toReview) throw new BizError('5004');
      await admin.setBooking(tx, id, { status: v.status, replyNote: v.replyNote, reviewedBy: auth.userId, reviewedAt: await dbNow(tx) });
      if (v.status === SubscribeStatus.reject) await dropReminder(tx, id);
      // Only approved bookings are reminded: a reminder whose time passed while it was pending goes now.
      else await scheduleReminder(tx, id, r.beginTime);
      await reportReviewed(tx, id);
      return { id, status: v.status };
    });
  }

  /**
   * The counsellor or the office cancels a booking (5017 unless pending or approved, without outcome,
   * not begun): the slot is free at once, the reminder dropped, both people told with the reason,
   * which the student also reads on the booking as the reply note.
   */
  async cancel(auth: AuthContext, id: number, replyNote: string): Promise<{ id: number; status: number }> {
    return this.db.transaction(async (tx) => {
      const r = await this.booking(tx, auth, id);
      if (!changeable(r)) throw new BizError('5017');
      await admin.setBooking(tx, id, { status: SubscribeStatus.cancel, replyNote, cancelledAt: await dbNow(tx) });
      await dropReminder(tx, id);
      await reportCancelled(tx, id, actorOf(auth, r.counsellorUserId), r.status === SubscribeStatus.pass, replyNote);
      return { id, status: SubscribeStatus.cancel };
    });
  }

  /**
   * Moves a booking to another slot of the same counsellor and type that has not begun (5018; a
   * switched-off slot 104), whatever the 24-hour rule says, which binds students only. The database
   * has the last word on the slot (100) and on the student's other bookings (5001). The reminder
   * follows; both people are told. The slot it already holds changes nothing.
   */
  async move(auth: AuthContext, id: number, slotId: number): Promise<{ id: number; slotId: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        const r = await this.booking(tx, auth, id);
        if (!changeable(r)) throw new BizError('5017');
        if (slotId === r.slotId) return { id, slotId };
        const slot = await repo.slotForBooking(tx, slotId);
        if (!slot) throw new BizError('101');
        if (slot.counsellorId !== r.counsellorId || slot.typeKey !== r.typeKey || slot.begun) throw new BizError('5018');
        if (slot.disabled || slot.consultDisabled) throw new BizError('104');
        const before = (await bookingForNotice(tx, id))!;
        await repo.updateSubscribe(tx, id, { slotId: slot.id, beginTime: slot.beginTime, endTime: slot.endTime });
        await scheduleReminder(tx, id, slot.beginTime);
        await reportChanged(tx, before, actorOf(auth, r.counsellorUserId));
        return { id, slotId: slot.id };
      });
    } catch (err) {
      return bookingRefusal(err);
    }
  }

  /**
   * Attended or no-show, on an approved booking that has begun (5005). Attended opens the survey of
   * the settings for this booking and asks the student (README 'Survey'), once; a no-show that counts
   * as a strike tells the student (appointment-strike-notice.ts).
   */
  async outcome(auth: AuthContext, id: number, outcome: 1 | 2 | null): Promise<{ id: number; outcome: number | null; surveyAssignmentId: number | null }> {
    return this.db.transaction(async (tx) => {
      const r = await this.booking(tx, auth, id);
      if (r.status !== SubscribeStatus.pass || !r.begun) throw new BizError('5005');
      const now = await dbNow(tx);
      let assignment = r.surveyAssignmentId;
      const surveyId = (await repo.settingsOf(tx)).surveyId;
      if (outcome === Outcome.attended && assignment === null && surveyId !== null) {
        const c = await repo.counsellorById(tx, r.counsellorId);
        const t = consultType(r.typeKey);
        assignment = await openRecordAssignment(tx, {
          surveyId, kind: 'appointment', title: `${t.zh} · ${c?.name ?? ''} · ${slotText(r.beginTime, r.endTime)}`,
          titleEn: `${t.en} · ${c?.nameEn ?? ''} · ${slotText(r.beginTime, r.endTime)}`, beginTime: now,
          endTime: new Date(now.getTime() + SURVEY_DAYS * 86_400_000), createdBy: auth.userId,
        });
        await assignSurveyTo(tx, assignment, [r.studentId]);
      }
      await admin.setBooking(tx, id, { outcome, outcomeAt: outcome === null ? null : now, surveyAssignmentId: assignment });
      if (outcome === Outcome.noShow && r.outcome !== Outcome.noShow) await reportNoShow(tx, id);
      return { id, outcome, surveyAssignmentId: assignment };
    });
  }

  async note(auth: AuthContext, id: number, note: string): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      await this.booking(tx, auth, id);
      await admin.setBooking(tx, id, { note });
      return { id };
    });
  }

  async settings() {
    const s = await repo.settingsOf(this.db);
    return { noShowLimit: s.noShowLimit, blockDays: s.blockDays, surveyId: s.surveyId, surveys: await linkableSurveys(this.db, SURVEY_KINDS) };
  }

  async saveSettings(auth: AuthContext, v: AppointmentSettings) {
    if (v.surveyId !== null && !(await linkableSurveys(this.db, SURVEY_KINDS)).some((x) => x.id === v.surveyId)) throw new BizError('5011');
    await admin.saveSettings(this.db, { ...v, updatedBy: auth.userId });
    return this.settings();
  }
}
