import { and, eq, inArray, sql } from 'drizzle-orm';
import { APPLICATION_RESUME_KINDS, ResumeKind } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/db/platform.tables.ts';
import { resumes } from './resumes.tables.ts';

/**
 * What careers may know of a student's resumes to send one with an application (careers README
 * 'Applications'): the file a resume stands for now — a Chinese or English resume's last submitted
 * PDF (as the resume book gives), the own PDF's upload — and who owns it.
 */

/** The file of a resume: the submitted PDF (generated) for kinds 1 and 2, the upload for kind 4. */
const fileIdSql = sql<string | null>`case when ${resumes.kind} = ${ResumeKind.upload} then ${resumes.upResumeFileId} else ${resumes.pdfFileId} end`;

const columns = {
  resumeId: resumes.id, studentId: resumes.studentId, kind: resumes.kind, fileId: fileIdSql,
  fileName: storedFiles.originalName, fileAt: sql<Date | null>`case when ${resumes.kind} = ${ResumeKind.upload} then ${storedFiles.createdAt} else ${resumes.submittedAt} end`.mapWith(resumes.submittedAt),
};

export interface ApplicationResumeRecord {
  resumeId: number;
  studentId: number;
  kind: number;
  /** Null while a resume has no file to send (never submitted, no upload). */
  fileId: string | null;
  fileName: string | null;
  fileAt: Date | null;
}

/** One resume, whoever owns it (the caller checks the owner); undefined when there is no such resume. */
export async function applicationResume(db: Queryable, resumeId: number): Promise<ApplicationResumeRecord | undefined> {
  const [row] = await db.select(columns).from(resumes).leftJoin(storedFiles, eq(storedFiles.id, fileIdSql)).where(eq(resumes.id, resumeId));
  return row;
}

/** A student's resumes that can be sent now: kinds 1, 2 and 4 that have their file. */
export async function sendableResumesOf(db: Queryable, studentId: number): Promise<ApplicationResumeRecord[]> {
  return db.select(columns).from(resumes).innerJoin(storedFiles, eq(storedFiles.id, fileIdSql))
    .where(and(eq(resumes.studentId, studentId), inArray(resumes.kind, [...APPLICATION_RESUME_KINDS]))).orderBy(resumes.kind);
}

/** The files of several resumes (the office's list of applicants), by resume id. */
export async function applicationResumeFiles(db: Queryable, resumeIds: readonly number[]): Promise<Map<number, ApplicationResumeRecord>> {
  if (resumeIds.length === 0) return new Map();
  const rows = await db.select(columns).from(resumes).leftJoin(storedFiles, eq(storedFiles.id, fileIdSql)).where(inArray(resumes.id, [...new Set(resumeIds)]));
  return new Map(rows.map((r) => [r.resumeId, r]));
}
