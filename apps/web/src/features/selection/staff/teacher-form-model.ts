import { teacherInputSchema } from '@portal/contracts';
import type { TeacherDemandRow, TeacherInput } from '@portal/contracts';
import type { z } from 'zod';

/** What the teacher form edits: the contract's input (a save replaces the whole record, README 'Staff'). */
export type TeacherFormValues = z.input<typeof teacherInputSchema>;

/** A teacher as listed, back to the input: every field of the record, so a change of the quota keeps the CV. */
export function teacherValues(r: TeacherDemandRow): TeacherFormValues {
  const { id: _id, confirmedCount: _c, waitingCount: _w, firstChoiceCount: _f, remaining: _r, overDemand: _o, ...input } = r;
  return input;
}

export const emptyTeacher = (): TeacherFormValues => ({ name: '', selectionTimes: 3, isDecryptPhone: false, isGuideForeignStudent: false });

/**
 * The record to save: the one edited over the one listed, checked with the server's schema. Returns
 * the first field refused when the contract refuses it. A new teacher must not take a name the round
 * has (a save by name would replace that teacher).
 */
export function teacherToSave(base: TeacherFormValues, edited: Partial<TeacherFormValues>, takenNames: readonly string[] | null):
  { ok: true; input: TeacherInput } | { ok: false; field: string } {
  const merged = { ...base, ...edited };
  if (takenNames && takenNames.includes(String(merged.name ?? '').trim())) return { ok: false, field: 'name' };
  const checked = teacherInputSchema.safeParse(merged);
  if (!checked.success) return { ok: false, field: String(checked.error.issues[0]?.path[0] ?? 'name') };
  return { ok: true, input: checked.data };
}
