import { constraintOf } from '../../platform/http/db-errors.ts';
import { BizError } from '../../platform/http/errors.ts';

/** The database's refusals of a booking write (a new one, a student's edit, staff's move), in the catalogue's words (README 'Model'). */
export function bookingRefusal(err: unknown): never {
  const c = constraintOf(err);
  if (c === 'appt_subscribes_slot_live') throw new BizError('100');
  if (c === 'appt_subscribes_no_overlap') throw new BizError('5001');
  throw err;
}
