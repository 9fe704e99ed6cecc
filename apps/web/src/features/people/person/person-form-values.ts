import {
  issueMessage, personBodySchema, personIssueSchema, personProblems,
  type PersonBodyInput, type PersonDetail, type PersonKind,
} from '@portal/contracts';
import { z } from 'zod';

/** The fields the person form edits, in the form's order; the rest of the roll is kept as stored. */
export const personFormFields = [
  'name', 'enName', 'studentNumber', 'hrUserId', 'gender', 'email', 'mobile',
  'pageType', 'studyEntranceYear', 'className', 'classNameEn', 'department', 'campus',
] as const;
export type PersonFormField = (typeof personFormFields)[number];

/** Which fields a kind shows: a student's programme and class, a member of staff's number and department. */
const studentOnly: readonly PersonFormField[] = ['studentNumber', 'pageType', 'studyEntranceYear', 'className', 'classNameEn'];
const staffOnly: readonly PersonFormField[] = ['hrUserId', 'department'];
export const fieldsOf = (kind: PersonKind): PersonFormField[] =>
  personFormFields.filter((f) => !(kind === 'student' ? staffOnly : studentOnly).includes(f));

export type PersonFormValues = {
  [K in PersonFormField]?: K extends 'studyEntranceYear' ? number | null : string | null;
};

type Roll = PersonDetail['roll'];

export function formValuesOf(roll: Roll | null): PersonFormValues {
  if (!roll) return {};
  return Object.fromEntries(personFormFields.map((f) => [f, roll[f]])) as PersonFormValues;
}

/**
 * The body of a save: the form's fields over the stored roll, since the server clears a field the
 * body leaves out (the birth date, the student type and the flags this form does not show).
 */
export function bodyOf(values: PersonFormValues, roll: Roll | null): PersonBodyInput {
  const kept: PersonBodyInput = roll ? {
    birthDate: roll.birthDate, studentTypeId: roll.studentTypeId, sutdentType: roll.sutdentType,
    resumeStudentType: roll.resumeStudentType, isBishop: roll.isBishop, isOutBishop: roll.isOutBishop,
  } : {};
  const edited = Object.fromEntries(personFormFields.map((f) => [f, values[f] ?? null]));
  return { ...kept, ...edited } as PersonBodyInput;
}

/** A problem of one field: the catalogue code, and the parameters of a bound (too long, too small). */
export interface FieldProblem {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/** What the server would refuse, checked before sending: the field bounds, then the person's rules. */
export function problemsOf(kind: PersonKind, body: PersonBodyInput): FieldProblem[] {
  const parsed = personBodySchema.safeParse(body);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), ...issueMessage(i) }));
  }
  return personProblems(kind, parsed.data);
}

const refusalSchema = z.array(personIssueSchema);

/** The problems a refused save carries as its data (people-admin.routes.ts), or none. */
export function refusedProblems(data: unknown): FieldProblem[] {
  const parsed = refusalSchema.safeParse(data);
  return parsed.success ? parsed.data : [];
}
