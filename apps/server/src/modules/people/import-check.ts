import { Role, type ImportProblem, type MessageCode, type PageTypeName, type PeopleImportChange, type PeopleImportRow, type PersonKind } from '@portal/contracts';
import type { ExistingPerson } from './import.repo.ts';
import type { RollRow } from './import-read.ts';
import { genderOf, programmeOf, programmes, roleOf, splitRoles, studentTypeOf } from './import-vocabulary.ts';
import type { UpdatableColumn, UserValues } from './people.repo.ts';
import type { NewPerson, PersonUpdate } from './people.service.ts';

/**
 * The checking of a roll's rows, one function used by the preview and again by the confirm: every
 * problem of every row, and what happens to it (create, update these fields, unchanged). It reads
 * nothing itself: `met` is every account the file's numbers and e-mails meet, read just before.
 * Decisions (README): an empty cell or a missing column keeps what is stored; roles are added,
 * never taken; a person's status is not changed by appearing in a roll.
 */

export interface CheckedRow {
  view: PeopleImportRow;
  create?: NewPerson;
  update?: PersonUpdate;
  /** The person the row matched, for the audit. */
  personId?: number;
}

const MAX_TEXT = 100;
const NUMBER = /^[A-Za-z0-9_-]{1,32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Fields shown without their values in the preview (personal data). */
const SENSITIVE = new Set(['email', 'mobile']);

/** A mainland mobile (with or without +86) as its eleven digits, an international one as +digits; null if neither. */
export function normalMobile(text: string): string | null {
  const t = text.replace(/[\s()-]/g, '');
  const cn = /^(?:\+?86)?(1[3-9]\d{9})$/.exec(t);
  if (cn) return cn[1]!;
  return /^\+\d{7,15}$/.test(t) ? t : null;
}

/** The values a row sets, by users column, with the row's problems; empty cells set nothing. */
function rowValues(kind: PersonKind, c: Record<string, string>, add: (code: MessageCode, params?: Record<string, string | number>) => void) {
  const v: UserValues & { roles?: string[] } = {};
  const text = (field: string, col: UpdatableColumn) => {
    const s = c[field] ?? '';
    if (!s) return;
    if (s.length > MAX_TEXT) add('99116', { field, max: MAX_TEXT });
    else v[col] = s;
  };
  text('name', 'name');
  text('enName', 'enName');
  if (c.email) {
    const email = c.email.toLowerCase();
    if (email.length > 254 || !EMAIL.test(email)) add('99104', { value: c.email.slice(0, 60) });
    else v.email = email;
  }
  if (kind === 'staff') {
    text('department', 'department');
    if (c.roles) {
      const roles = splitRoles(c.roles).map((r) => ({ r, id: roleOf(r) }));
      for (const bad of roles.filter((x) => !x.id)) add('99108', { value: bad.r.slice(0, 40) });
      v.roles = [...new Set(roles.flatMap((x) => (x.id ? [x.id] : [])))];
    }
    return v;
  }
  if (c.gender) {
    const g = genderOf(c.gender);
    if (g) v.gender = g; else add('99113', { value: c.gender.slice(0, 20) });
  }
  if (c.mobile) {
    const m = normalMobile(c.mobile);
    if (m) v.mobile = m; else add('99105');
  }
  if (c.programme) {
    const p = programmeOf(c.programme);
    if (p) v.pageType = p; else add('99106', { value: c.programme.slice(0, 40) });
  }
  if (c.studentType) {
    const st = studentTypeOf(c.studentType);
    if (st) v.studentTypeId = st; else add('99114', { value: c.studentType.slice(0, 40) });
  }
  if (c.entranceYear) {
    const y = /^\d{4}$/.test(c.entranceYear) ? Number(c.entranceYear) : Number.NaN;
    if (y >= 1950 && y <= 2100) v.studyEntranceYear = y; else add('99107', { value: c.entranceYear.slice(0, 20) });
  }
  for (const [field, col] of [['className', 'className'], ['classNameEn', 'classNameEn']] as const) {
    const s = c[field] ?? '';
    // The class is checked for its form only: the class list comes with the academic year (README).
    if (s && (s.length > MAX_TEXT || /[\r\n\t]/.test(s))) add('99115', { field, max: MAX_TEXT });
    else if (s) v[col] = s;
  }
  text('campus', 'campus');
  return v;
}

/** The fields a programme brings with it (the demo accounts' shape), unless the row names a student type itself. */
function programmeFacts(pageType: PageTypeName, typeGiven: boolean): UserValues {
  const p = programmes[pageType];
  return { sutdentType: p.sutdentType, resumeStudentType: p.resumeStudentType, ...(typeGiven ? {} : { studentTypeId: p.studentTypeId }) };
}

/** The file's column a users column is shown under. */
const fieldOf: Partial<Record<UpdatableColumn, string>> = { pageType: 'programme', studentTypeId: 'studentType', studyEntranceYear: 'entranceYear' };

interface Index {
  byStudentNumber: Map<string, ExistingPerson>;
  byHrUserId: Map<string, ExistingPerson>;
  byUsername: Map<string, ExistingPerson>;
  byEmail: Map<string, ExistingPerson>;
}

function indexOf(met: readonly ExistingPerson[]): Index {
  const ix: Index = { byStudentNumber: new Map(), byHrUserId: new Map(), byUsername: new Map(), byEmail: new Map() };
  for (const p of met) {
    if (p.studentNumber) ix.byStudentNumber.set(p.studentNumber, p);
    // Two staff could share an HR number (the column is not unique); the staff one is the match.
    if (p.hrUserId && (!ix.byHrUserId.has(p.hrUserId) || p.kind === 'staff')) ix.byHrUserId.set(p.hrUserId, p);
    ix.byUsername.set(p.username, p);
    if (p.email) ix.byEmail.set(p.email.toLowerCase(), p);
  }
  return ix;
}

/** The person a row's number stands for, or the account of the other kind (or another) that holds the number. */
function matchOf(kind: PersonKind, number: string, ix: Index): { match?: ExistingPerson; clash?: ExistingPerson } {
  const own = kind === 'student' ? ix.byStudentNumber.get(number) : ix.byHrUserId.get(number);
  if (own && own.kind === kind) {
    const byName = ix.byUsername.get(number);
    return byName && byName.id !== own.id ? { clash: byName } : { match: own };
  }
  const clash = own ?? (kind === 'student' ? ix.byHrUserId.get(number) : ix.byStudentNumber.get(number)) ?? ix.byUsername.get(number);
  return clash ? { clash } : {};
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * The classes of the cohort table (teaching's catalogue) the file's class names meet, Chinese name →
 * English name. A class not in it is a warning, not a problem (README 'The roll import'); a known class
 * whose row gives no English name takes the table's.
 */
export type KnownClasses = ReadonlyMap<string, string>;

function classWarnings(c: Record<string, string>, set: UserValues, classes: KnownClasses | undefined): ImportProblem[] {
  const name = c.className ?? '';
  if (!classes || !name || set.className === undefined) return [];
  const en = classes.get(name);
  if (en === undefined) return [{ code: '93740', params: { value: name.slice(0, 100) } }];
  if (!c.classNameEn) set.classNameEn = en;
  return [];
}

export function checkRoll(kind: PersonKind, rows: readonly RollRow[], met: readonly ExistingPerson[], classes?: KnownClasses): CheckedRow[] {
  const ix = indexOf(met);
  const seenNumber = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  const numberField = kind === 'student' ? 'studentNumber' : 'staffNumber';
  return rows.map(({ row, cells }) => {
    const problems: ImportProblem[] = [];
    const add = (code: MessageCode, params: Record<string, string | number> = {}) => problems.push({ code, params });
    const number = cells[numberField] ?? '';
    if (!number) add('99101', { field: numberField });
    else if (!NUMBER.test(number)) add('99103', { value: number.slice(0, 40) });
    if (!cells.name) add('99102', { field: 'name' });
    const values = rowValues(kind, cells, add);
    const warnings = kind === 'student' ? classWarnings(cells, values, classes) : [];
    const { roles, ...set } = values;
    const { match, clash } = number ? matchOf(kind, number, ix) : {};
    if (clash) add(clash.kind === 'staff' ? '99112' : '99117', { value: number });
    if (number) {
      const first = seenNumber.get(number);
      if (first !== undefined) add('99109', { value: number, firstRow: first }); else seenNumber.set(number, row);
    }
    if (set.email) {
      const email = String(set.email);
      const first = seenEmail.get(email);
      if (first !== undefined) add('99110', { value: email, firstRow: first }); else seenEmail.set(email, row);
      const holder = ix.byEmail.get(email);
      if (holder && holder.id !== match?.id) add('99111', { value: email });
    }
    const view: PeopleImportRow = { row, number, name: cells.name || match?.name || '', action: match ? 'update' : 'create', changes: [], problems, ...(warnings.length ? { warnings } : {}) };
    if (!match) {
      if (kind === 'student' && !cells.programme) add('99118', { field: 'programme' });
      if (problems.length) return { view };
      const facts = kind === 'student' && set.pageType ? programmeFacts(set.pageType as PageTypeName, set.studentTypeId !== undefined) : {};
      const person: NewPerson = {
        ...(facts as object), ...(set as object), name: String(set.name), kind,
        ...(kind === 'student' ? { studentNumber: number } : { hrUserId: number }),
        roles: kind === 'student' ? [Role.student] : (roles ?? []),
      } as NewPerson;
      return { view, create: person };
    }
    const changed: UserValues = {};
    const changes: PeopleImportChange[] = [];
    for (const [col, to] of Object.entries(set) as [UpdatableColumn, string | number][]) {
      const from = match[col];
      if (shown(from) === shown(to)) continue;
      changed[col] = to;
      const field = fieldOf[col] ?? col;
      changes.push(SENSITIVE.has(col) ? { field } : { field, from: shown(from), to: shown(to) });
    }
    if (changed.pageType) Object.assign(changed, programmeFacts(changed.pageType as PageTypeName, set.studentTypeId !== undefined));
    const addRoles = (roles ?? []).filter((r) => !match.roles.includes(r));
    if (addRoles.length) changes.push({ field: 'roles', from: match.roles.join(', ') || null, to: [...match.roles, ...addRoles].sort().join(', ') });
    view.changes = changes;
    view.action = changes.length ? 'update' : 'unchanged';
    if (problems.length || !changes.length) return { view, personId: match.id };
    return { view, personId: match.id, update: { id: match.id, values: changed, addRoles } };
  });
}
