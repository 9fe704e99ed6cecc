import { createHash } from 'node:crypto';
import { BUSINESS_TYPE, type BiText, type NotificationParams } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import { assignmentForNotice, type AssignmentForNotice } from './survey-notices.repo.ts';

type SurveyNoticeParams = NotificationParams['surveys.assigned'];

/**
 * The answering page of an assignment, the same for every student asked (README 'Notices'), so
 * one event reaches a whole class. Routes whose user segment is optional carry the kind's own
 * path; the others (nominated-mentor, graduate, activity surveys) need the user in the path, so
 * they open the generic survey page with the context in the query, which the page reads the same.
 */
export function answerLink(a: Pick<AssignmentForNotice, 'surveyId' | 'id' | 'businessType' | 'businessValue2'>): string {
  const q = (extra: Record<string, string>) => new URLSearchParams(extra).toString();
  if (a.businessType === BUSINESS_TYPE.faculty) return `/education/evaluate/survey_new/view/${a.surveyId}/${a.businessType}/${a.id}?${q({ businessType: a.businessType, businessValue2: a.businessValue2 })}`;
  if (a.businessType === BUSINESS_TYPE.meal) return `/order-meal/survey/view/${a.surveyId}/${a.businessType}/${a.id}?${q({ businessType: a.businessType })}`;
  if (a.businessType === BUSINESS_TYPE.appointment) return `/appointment/view/${a.surveyId}/${a.id}?${q({ businessType: a.businessType })}`;
  return `/survey_view/${a.surveyId}?${q({ businessType: a.businessType, businessValue: String(a.id), businessValue2: a.businessValue2 })}`;
}

/** Parts joined with ' · ', each English part falling back to its Chinese; null when there are none. */
function joined(parts: [string | null, string | null][]): BiText | null {
  const kept = parts.filter(([zh, en]) => Boolean(zh || en));
  if (kept.length === 0) return null;
  return { zh: kept.map(([zh, en]) => zh || en).join(' · '), en: kept.map(([zh, en]) => en || zh).join(' · ') };
}

/** What a sending is about: a faculty evaluation's course and teacher, a nominated mentor and position, else its title. */
export function noticeParams(a: AssignmentForNotice): SurveyNoticeParams {
  const about = a.kind === 'faculty'
    ? joined([[a.courseNameCn, a.courseNameEn], [a.teacherName, a.teacherNameEn]])
    : a.kind === 'mentor' ? joined([[a.teacherName, a.teacherNameEn], [a.position, a.positionEn]]) : joined([[a.title, a.titleEn]]);
  return {
    survey: { zh: a.surveyName, en: a.surveyNameEn || a.surveyName },
    about, opens: schoolDateTime(a.beginTime), closes: schoolDateTime(a.endTime),
  };
}

/** One user by id; a group by a digest of its sorted ids: the same people asked in one change give the same key. */
function groupKey(userIds: readonly number[]): string {
  if (userIds.length === 1) return `u${userIds[0]}`;
  const sorted = [...userIds].sort((x, y) => x - y).join(',');
  return `g${userIds.length}-${createHash('sha256').update(sorted).digest('hex').slice(0, 16)}`;
}

/**
 * Tells the students newly asked to answer an assignment, in the transaction that asked them: one
 * event for all of them (the texts and the link are the same for everyone asked).
 */
export async function reportAssigned(tx: Queryable, assignmentId: number, newlyAsked: readonly number[]): Promise<void> {
  if (newlyAsked.length === 0) return;
  const a = await assignmentForNotice(tx, assignmentId);
  if (!a) return;
  await notify(tx, {
    kind: 'surveys.assigned', key: `surveys.assigned:${a.id}:${groupKey(newlyAsked)}`,
    recipients: newlyAsked, link: answerLink(a), params: noticeParams(a),
  });
}
