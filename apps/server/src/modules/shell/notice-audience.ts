import type { Db, Queryable } from '../../platform/db/client.ts';
import { cancelJob, scheduleJob, type JobHandler } from '../../platform/jobs/job-queue.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import { audienceNoticeState, audienceUserIds, noticeForAudience, type NoticeForAudience } from './notice-audience.repo.ts';

/**
 * A notice told to its audience (README 'Notices'), where the news office asks for it when it
 * saves the notice: at once when it is published, else by a job at its publish time. The event's
 * key is the notice's, so saving, re-publishing or a retried job never tells anyone twice.
 */
export const AUDIENCE_JOB = 'shell.notice-audience';

const eventKey = (id: number) => `shell.notice-published:${id}`;
const jobKey = (id: number) => `${AUDIENCE_JOB}:${id}`;

export type AudienceNoticeState = 'sent' | 'scheduled' | null;

export function audienceNoticeOf(db: Queryable, id: number): Promise<AudienceNoticeState> {
  return audienceNoticeState(db, eventKey(id), jobKey(id));
}

/** One event to every user of the audience, as they are when it is published; the English title when there is one. */
async function tellAudience(tx: Queryable, n: NoticeForAudience): Promise<void> {
  await notify(tx, {
    kind: 'shell.notice-published', key: eventKey(n.id), recipients: await audienceUserIds(tx, n), link: `/news/details/${n.id}`,
    params: { title: { zh: n.title, en: n.enTitle || n.title }, fieldType: n.fieldType === 'rule' ? 'rule' : 'report', published: schoolDateTime(n.publishTime) },
  });
}

/** The request, in the transaction of the save: told now if published, else when it is (the job follows the publish time). */
export async function requestAudienceNotice(tx: Queryable, id: number): Promise<void> {
  const n = await noticeForAudience(tx, id);
  if (!n) return;
  if (n.published) {
    await cancelJob(tx, jobKey(id));
    await tellAudience(tx, n);
  } else {
    await scheduleJob(tx, AUDIENCE_JOB, jobKey(id), n.publishTime, { id });
  }
}

/** A request not yet sent is withdrawn (the editor unticked it, or the notice was deleted); a sent one stays sent. */
export async function withdrawAudienceNotice(tx: Queryable, id: number): Promise<void> {
  await cancelJob(tx, jobKey(id));
}

/** The job at the publish time: a notice deleted meanwhile tells nobody; one moved later waits for its new time. */
export const audienceHandler: JobHandler = async (payload, db: Db) => {
  const id = Number(payload.id);
  await db.transaction(async (tx) => {
    const n = await noticeForAudience(tx, id);
    if (!n) return;
    if (!n.published) {
      await scheduleJob(tx, AUDIENCE_JOB, jobKey(id), n.publishTime, { id });
      return;
    }
    await tellAudience(tx, n);
  });
};
