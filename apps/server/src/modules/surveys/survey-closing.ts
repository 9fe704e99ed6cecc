import type { Db, Queryable } from '../../platform/db/client.ts';
import { cancelJob, scheduleJob, type JobHandler } from '../../platform/jobs/job-queue.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { atSchoolClock } from '../../platform/time/school-zone.ts';
import { answerLink, noticeParams } from './survey-notices.ts';
import { assignmentForNotice, unansweredAssignees } from './survey-notices.repo.ts';

/**
 * The closing reminder (README 'Notices'): at 09:00 at the school on the day before an
 * assignment's last day, the students asked who have not submitted are told it closes soon.
 * Scheduled with the assignment, moved when its window moves, dropped when it is removed; the
 * handler reads the assignment and the answers again when it runs.
 */
export const CLOSING_JOB = 'surveys.closing-soon';
const REMIND_HOUR = 9;

const jobKey = (assignmentId: number) => `${CLOSING_JOB}:${assignmentId}`;

/**
 * When the reminder of a window is due: the end is exclusive, so the last day is the day of the
 * instant before it (a window ending at midnight is reminded two mornings before).
 */
export function closingReminderAt(endTime: Date): Date {
  return atSchoolClock(new Date(endTime.getTime() - 1), REMIND_HOUR, 0, -1);
}

/**
 * Schedules (or moves) the assignment's reminder to its time. A window so short that this time
 * falls before it opens, or before the assignment was made, gets none: the students were told
 * the closing time when they were asked.
 */
export async function syncClosingReminder(tx: Queryable, assignmentId: number): Promise<void> {
  const a = await assignmentForNotice(tx, assignmentId);
  if (!a) return dropClosingReminder(tx, assignmentId);
  const at = closingReminderAt(a.endTime);
  if (at.getTime() < Math.max(a.beginTime.getTime(), a.createdAt.getTime())) return dropClosingReminder(tx, assignmentId);
  await scheduleJob(tx, CLOSING_JOB, jobKey(assignmentId), at, { id: assignmentId });
}

export async function dropClosingReminder(tx: Queryable, assignmentId: number): Promise<void> {
  await cancelJob(tx, jobKey(assignmentId));
}

/**
 * The job's handler: an assignment still open tells those who have not submitted, once per end
 * time (the key), so a retry sends nothing more and a window moved later is reminded afresh.
 */
export const closingHandler: JobHandler = async (payload, db: Db) => {
  const id = Number(payload.id);
  await db.transaction(async (tx) => {
    const a = await assignmentForNotice(tx, id);
    if (!a?.open) return;
    await notify(tx, {
      kind: 'surveys.closing-soon', key: `surveys.closing-soon:${a.id}:${a.endTime.toISOString()}`,
      recipients: await unansweredAssignees(tx, id), link: answerLink(a), params: noticeParams(a),
    });
  });
};
