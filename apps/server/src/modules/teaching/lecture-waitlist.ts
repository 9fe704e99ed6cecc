import type { Queryable } from '../../platform/db/client.ts';
import { reportLecturePromoted, type LecturePromotion } from './lecture-notices.ts';
import { deleteWaiting, firstWaiting } from './lecture-waitlist.repo.ts';
import { changeSeats, insertSignup, lockedLectureState } from './lectures.repo.ts';

/**
 * Gives the lecture's free seats to the first students in line, in the transaction that freed
 * them (a withdrawal, a staff removal, more seats), and tells each (README 'Waitlist'). Every path
 * that frees a seat ends here, so none forgets the line or the notice. Seats are only given until
 * the lecture starts: a seat freed later stays free for a direct sign-up while the window is open.
 * An entry whose student already holds a seat (which the sign-up's checks prevent) is dropped and
 * the next one served, so a seat is never lost to it.
 */
export async function fillFromWaitlist(tx: Queryable, lectureId: number, reason: 'seat-freed' | 'capacity'): Promise<LecturePromotion[]> {
  const s = await lockedLectureState(tx, lectureId);
  if (!s || s.started) return [];
  let free = s.capacity - s.signedUp;
  const promoted: LecturePromotion[] = [];
  while (free > 0) {
    const next = await firstWaiting(tx, lectureId, free);
    if (next.length === 0) break;
    for (const entry of next) {
      await deleteWaiting(tx, entry.id);
      const signupId = await insertSignup(tx, lectureId, entry.studentId);
      if (signupId === null) continue;
      promoted.push({ signupId, studentId: entry.studentId });
      free -= 1;
    }
  }
  if (promoted.length) await changeSeats(tx, lectureId, promoted.length);
  await reportLecturePromoted(tx, lectureId, promoted, reason);
  return promoted;
}
