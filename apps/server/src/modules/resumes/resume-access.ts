import { Role, ResumeKind, isResumeStudentType, issueText, type ResumeStudentTypeCode } from '@portal/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { findResume, lockResume, type ResumeRecord } from './resumes.repo.ts';

/** Who may read or write a resume, and the refusals every resume call shares. */

/** The career office and the counsellors read every resume (the review, the resume book). */
export const REVIEWERS = [Role.careerAdmin, Role.counsellor] as const;
export const isReviewer = (ctx: AuthContext) => hasRole(ctx, REVIEWERS);

/** The caller's resume student type; other types may not use resumes (1106). */
export async function studentTypeOf(db: Queryable, ctx: AuthContext): Promise<ResumeStudentTypeCode> {
  const user = await findUserById(db, ctx.userId);
  const type = user?.resumeStudentType;
  if (!isResumeStudentType(type)) throw new BizError('1106');
  return type;
}

/** A path's studentId must be the caller's own (ARCHITECTURE 'The API contract'). */
export function ownId(ctx: AuthContext, studentId: number | null | undefined): void {
  if (studentId !== null && studentId !== undefined && studentId !== ctx.userId) throw otherUsersData();
}

type Kinds = readonly number[];
const EDITABLE: Kinds = [ResumeKind.cn, ResumeKind.en];

function check(ctx: AuthContext, r: ResumeRecord | undefined, kinds: Kinds, reviewerMayRead: boolean): ResumeRecord {
  if (!r) throw new BizError('1102');
  if (r.studentId !== ctx.userId && !(reviewerMayRead && isReviewer(ctx))) throw otherUsersData();
  if (!kinds.includes(r.kind)) throw new BizError('1109');
  return r;
}

/** Reads a resume for its owner (or, for `reviewerMayRead`, the career office); another student's answers 403. */
export async function readableResume(db: Queryable, ctx: AuthContext, id: number, kinds: Kinds = EDITABLE, reviewerMayRead = false): Promise<ResumeRecord> {
  return check(ctx, await findResume(db, id), kinds, reviewerMayRead);
}

/** Locks the owner's resume for a write; only its owner writes it. */
export async function ownResumeForWrite(tx: Queryable, ctx: AuthContext, id: number, kinds: Kinds = EDITABLE): Promise<ResumeRecord> {
  return check(ctx, await lockResume(tx, id), kinds, false);
}

export const langOfKind = (kind: number): 'cn' | 'en' => (kind === ResumeKind.en ? 'en' : 'cn');

/** A section or manual that does not pass its schema: 90003 with every refused field named in the request's language. */
export function invalid(error: z.ZodError, lang: 'zh' | 'en', prefix: (string | number)[] = ['module']): BizError {
  const detail = error.issues.map((i) => issueText({ ...i, path: [...prefix, ...i.path] } as Parameters<typeof issueText>[0], lang)).join(lang === 'zh' ? '；' : '; ');
  return new BizError('90003', { detail });
}
