import type { AccountChange, LeftReason, Page, PersonDetail, PersonKind, PersonListQuery, PersonRow, PersonStatus } from '@portal/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import * as list from './person-list.repo.ts';
import * as repo from './person.repo.ts';

/** How much history the person's page shows; older rows stay in the tables (and in the audit viewer). */
const SIGN_INS_SHOWN = 20;
const CHANGES_SHOWN = 50;

const statusOf = (p: { leftOn: string | null; isDisabled: boolean }): PersonStatus => (p.leftOn ? 'left' : p.isDisabled ? 'disabled' : 'active');

/** The people list and a person's page (README 'The people list', 'A person's page'). */
export class PersonDirectory {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async list(q: PersonListQuery): Promise<Page<PersonRow>> {
    const where: list.PersonWhere = {
      queryText: q.queryText, kind: q.kind, pageType: q.pageType, entranceYear: q.entranceYear,
      className: q.className, status: q.status, role: q.role, conModels: q.conModels,
    };
    const offset = offsetOf(q);
    const [rows, total] = await Promise.all([list.peopleRows(this.db, where, q, q.pageSize, offset), list.peopleCount(this.db, where)]);
    return { data: rows.map((r) => ({ ...r, kind: r.kind as PersonKind })), total };
  }

  async detail(id: number): Promise<PersonDetail> {
    const p = await repo.personRow(this.db, id);
    if (!p) throw notFound();
    const [roles, signIns, changes] = await Promise.all([
      repo.rolesOfPerson(this.db, id), repo.signInsOfPerson(this.db, id, SIGN_INS_SHOWN), repo.changesOfPerson(this.db, id, CHANGES_SHOWN),
    ]);
    return {
      id: p.id, kind: p.kind as PersonKind, username: p.username, status: statusOf(p), isAdmin: p.isAdmin,
      leftOn: p.leftOn, leftReason: p.leftReason as LeftReason | null, anonymisedAt: p.anonymisedAt?.toISOString() ?? null, createdAt: p.createdAt.toISOString(),
      roll: {
        name: p.name, enName: p.enName, studentNumber: p.studentNumber, hrUserId: p.hrUserId, email: p.email, mobile: p.mobile,
        gender: p.gender, birthDate: p.birthDate, pageType: p.pageType, studentTypeId: p.studentTypeId, sutdentType: p.sutdentType,
        resumeStudentType: p.resumeStudentType, studyEntranceYear: p.studyEntranceYear, className: p.className, classNameEn: p.classNameEn,
        department: p.department, campus: p.campus, isBishop: p.isBishop, isOutBishop: p.isOutBishop,
      },
      roles,
      signIns: signIns.map((s) => ({ at: s.at.toISOString(), method: s.method, address: s.address })),
      changes: changes.map((c): AccountChange => ({
        id: c.id, at: c.at.toISOString(), action: c.action,
        // Other parts of the module write their own params; only a `fields` list is read here.
        fields: c.params?.fields ? c.params.fields.split(',').filter(Boolean) : [],
        actor: { id: c.actorId, name: c.actorName, enName: c.actorEnName, username: c.actorUsername },
      })),
    };
  }
}
