import type { DdInterviewOption, DdSubscribe } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import { constraintOf } from '../../platform/http/db-errors.ts';
import { BizError } from '../../platform/http/errors.ts';
import { ownSignup } from './dd-access.ts';
import { interviewStatusOf } from './dd-apply.service.ts';
import { reportInterviewBooked } from './dd-notices.ts';
import * as repo from './dd.repo.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A booking refusal: statusCode 700 with the code in message and, as the legacy client reads it, in data. */
const slotRefused = (code: '-100003' | '-100004' | '-100005') => new BizError(code, {}, { data: Number(code) });

/** Interview options and booking (MOB-C33, C34): README 'Interviews'. */
export class DdInterviewService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** C33: the days of the application's programme with addresses and slots; a slot taken or begun is 'used'. */
  async options(auth: AuthContext, signupId: number): Promise<DdInterviewOption[]> {
    const s = await ownSignup(this.db, auth, signupId);
    const days = await repo.interviewDaysOf(this.db, s.projectId);
    const ids = days.map((d) => d.id);
    const adresses = await repo.adressesOf(this.db, ids);
    const times = await repo.timesOf(this.db, ids);
    return days.map((d) => ({
      ddInterviewManage: { id: d.id, day: d.day },
      ddInterviewAdressList: adresses.filter((a) => a.dayId === d.id).map((a) => ({ id: a.id, adress: a.adress })),
      ddInterviewTimeList: times.filter((t) => t.dayId === d.id).map((t) => ({
        id: t.id, interviewStartTime: iso(t.startTime), interviewEndTime: iso(t.endTime), isUsed: t.isUsed || t.isPast,
      })),
    }));
  }

  /**
   * C34: only in status 3 (97111; 97110 once booked, a booking never changes). The slot must be of the
   * programme's days (−100005) and not begun (−100004); a taken slot is −100003, and the partial
   * unique index on the slot decides between simultaneous bookings. The student and the programme's
   * staff are told in the booking's transaction (README 'Notices').
   */
  async subscribe(auth: AuthContext, body: DdSubscribe): Promise<{ ddSingupStudentId: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        const s = await ownSignup(tx, auth, body.ddSingupStudentId, true);
        if (s.interviewTimeId) throw new BizError('97110');
        if ((await interviewStatusOf(tx, s)) !== 3) throw new BizError('97111');
        const slot = await repo.slotWithDay(tx, body.ddInterviewTimeId);
        const adress = await repo.adressById(tx, body.ddInterviewAdressId);
        if (!slot || slot.projectId !== s.projectId || !adress || adress.dayId !== slot.dayId) throw slotRefused('-100005');
        if (slot.isPast) throw slotRefused('-100004');
        if (await repo.slotTaken(tx, slot.id)) throw slotRefused('-100003');
        await repo.updateSignup(tx, s.id, { interviewTimeId: slot.id, interviewAdressId: adress.id, bookedAt: new Date() });
        await reportInterviewBooked(tx, s.id);
        return { ddSingupStudentId: s.id };
      });
    } catch (err) {
      if (constraintOf(err) === 'dd_signups_one_per_slot') throw slotRefused('-100003');
      throw err;
    }
  }
}
