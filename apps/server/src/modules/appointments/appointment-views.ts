import { inArray } from 'drizzle-orm';
import {
  BUSINESS_TYPE, CONSULT_TYPES, INTERFLOW_TYPES, SubscribeStatus, type HistoryRow, type SubscribeDetail, type TimeSlot,
} from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/db/platform.tables.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { schoolClock, schoolDate, schoolDateTime } from '../../platform/time/school-zone.ts';
import type { SubscribeRecord } from './appointments.repo.ts';

/** Records as the wire has them (contracts appointment-api.ts). */

export const iso = (d: Date | string) => new Date(d).toISOString();
export const consultType = (key: number) => CONSULT_TYPES.find((t) => t.key === key) ?? CONSULT_TYPES[0];
export const interflow = (key: number) => INTERFLOW_TYPES.find((t) => t.key === key) ?? INTERFLOW_TYPES[0];

/** 'YYYY-MM-DD HH:mm~HH:mm' at the school, the form's vdvdInterviewConsultTimesDetailDateTime. */
export function slotText(begin: Date, end: Date): string {
  return `${schoolDateTime(begin)}~${schoolClock(end)}`;
}

export interface SlotRecord {
  id: number; consultId: number; beginTime: Date; endTime: Date; address: string; addressEn: string; interflowType: number; disabled: boolean;
  booked: boolean; tooLate: boolean; clash: boolean;
}

export function slotView(r: SlotRecord): TimeSlot {
  const reason = r.disabled ? 'off' : r.booked ? 'booked' : r.tooLate ? 'tooLate' : r.clash ? 'clash' : null;
  const f = interflow(r.interflowType);
  return {
    id: r.id, vdInterviewConsultId: r.consultId, beginTime: iso(r.beginTime), endTime: iso(r.endTime), yearMonthDay: schoolDate(r.beginTime),
    address: r.address, addressEn: r.addressEn || r.address, interflowType: r.interflowType,
    interviewConsultInterflowTypeDes: f.zh, interviewConsultInterflowTypeDesEN: f.en, disabled: reason !== null, disabledReason: reason,
  };
}

/** The engine's answering page of an attended appointment's survey. */
export const surveyUrlOf = (surveyId: number | null, assignmentId: number | null, studentId: number) =>
  (surveyId && assignmentId ? `/appointment/view/${surveyId}/${assignmentId}/${studentId}?businessType=${BUSINESS_TYPE.appointment}` : null);

export function historyRow(r: SubscribeRecord, surveyUrl: string | null): HistoryRow {
  const t = consultType(r.typeKey);
  const f = interflow(r.interflowType);
  const liveAndFar = (r.status === SubscribeStatus.toReview || r.status === SubscribeStatus.pass) && r.canChange && r.outcome === null;
  return {
    vdSubscribeId: r.id, subscribeStatus: r.status, interviewConsultTypeKey: r.typeKey, interviewConsultTypeDes: t.zh, interviewConsultTypeDesEN: t.en,
    interviewConsultInterflowTypeDes: f.zh, interviewConsultInterflowTypeDesEN: f.en,
    vdCounselorId: r.counsellorId, vdCounselorName: r.counsellorName, vdCounselorNameEn: r.counsellorNameEn,
    vdvdInterviewConsultTimesDetailBeginTime: iso(r.beginTime), vdvdInterviewConsultTimesDetailEndTime: iso(r.endTime),
    address: r.address, addressEn: r.addressEn || r.address, outcome: r.outcome,
    canEdit: liveAndFar && r.status === SubscribeStatus.toReview, canCancel: liveAndFar, surveyUrl, createTime: iso(r.createdAt),
  };
}

/** Names of stored files by id (the form's file triples). */
export async function fileNames(db: Queryable, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((x): x is string => !!x);
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: storedFiles.id, name: storedFiles.originalName }).from(storedFiles).where(inArray(storedFiles.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function detailView(db: Queryable, files: FileStore, r: SubscribeRecord, surveyUrl: string | null): Promise<SubscribeDetail> {
  const names = await fileNames(db, [r.biographicalFileId, r.professionalFileId, r.otherFileId]);
  const file = (id: string | null) => {
    const name = id ? names.get(id) ?? null : null;
    return { url: id && name ? files.uploadLink(id, name) : null, id: id && name ? id : null, name };
  };
  const [bio, pro, other] = [file(r.biographicalFileId), file(r.professionalFileId), file(r.otherFileId)];
  const t = consultType(r.typeKey);
  const f = interflow(r.interflowType);
  return {
    id: r.id, studentId: r.studentId, interviewConsultTypeKey: r.typeKey, interviewConsultTypeDes: t.zh, interviewConsultTypeDesEN: t.en, interviewConsultModuleDes: t.zh,
    interviewConsultInterflowTypeDes: f.zh, interviewConsultInterflowTypeDesEN: f.en, vdCounselorId: r.counsellorId, vdCounselorName: r.counsellorName,
    vdCounselorNameEn: r.counsellorNameEn, address: r.address, addressEn: r.addressEn || r.address, contactName: r.contactName, contactPhone: r.contactPhone,
    vdvdInterviewConsultTimesDetailDateTime: slotText(r.beginTime, r.endTime), vdvdInterviewConsultTimesDetailBeginTime: iso(r.beginTime),
    vdvdInterviewConsultTimesDetailEndTime: iso(r.endTime), vdvdInterviewConsultTimesDetailId: r.slotId, vdInterviewConsultId: r.consultId,
    status: r.status, fromType: r.fromType, outcome: r.outcome, q1: r.q1, q2: r.q2, q3: r.q3, q4: r.q4, q5: r.q5, q6: r.q6,
    vdSubscribeYourQuestionList: r.ownQuestions.map((question) => ({ question })),
    biographicalNotesUrl: bio.url, biographicalNotesFileId: bio.id, biographicalNotesFileName: bio.name,
    professionalAssessmentUrl: pro.url, professionalAssessmentFileId: pro.id, professionalAssessmentFileName: pro.name,
    otherUrl: other.url, otherFileId: other.id, otherFileName: other.name,
    webUrl: r.interflowType === 2 && /^https?:\/\//.test(r.address) ? r.address : surveyUrl,
    surveyUrl, replyNote: r.replyNote || null, createTime: iso(r.createdAt),
  };
}
