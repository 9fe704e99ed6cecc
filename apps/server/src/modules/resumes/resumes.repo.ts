import { and, asc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import { resumePreviews, resumeSections, resumes, type ResumeRecord } from './resumes.tables.ts';

/** Queries of the resumes module; the service holds the rules and the transactions. */

export type { ResumeRecord };
export type ResumePatch = Partial<Omit<typeof resumes.$inferInsert, 'id' | 'studentId' | 'kind'>>;

export async function findResume(db: Queryable, id: number): Promise<ResumeRecord | undefined> {
  const [row] = await db.select().from(resumes).where(eq(resumes.id, id)).limit(1);
  return row;
}

/** The row under a lock, for a write that reads it first (a save, a switch, a submit). */
export async function lockResume(tx: Queryable, id: number): Promise<ResumeRecord | undefined> {
  const [row] = await tx.select().from(resumes).where(eq(resumes.id, id)).for('update');
  return row;
}

export const resumesOfStudent = (db: Queryable, studentId: number) =>
  db.select().from(resumes).where(eq(resumes.studentId, studentId)).orderBy(asc(resumes.kind));

/** Makes the kinds a student lacks; an existing one is left as it is (the unique index decides). */
export async function insertMissing(tx: Queryable, studentId: number, studentType: number, kinds: readonly number[]): Promise<number> {
  const made = await tx.insert(resumes).values(kinds.map((kind) => ({ studentId, kind, studentType })))
    .onConflictDoNothing({ target: [resumes.studentId, resumes.kind] }).returning({ id: resumes.id });
  return made.length;
}

/** `touch`: the content changed, so the last-modified time moves (by the database clock). */
export async function updateResume(tx: Queryable, id: number, patch: ResumePatch, touch = false): Promise<ResumeRecord> {
  const [row] = await tx.update(resumes).set({ ...patch, ...(touch ? { updatedAt: sql`now()` } : {}) }).where(eq(resumes.id, id)).returning();
  return row!;
}

/** The own-PDF record (kind 4): made on the first upload, its file replaced on the next; never public until switched. */
export async function upsertUpload(tx: Queryable, studentId: number, studentType: number, fileId: string): Promise<ResumeRecord> {
  const [row] = await tx.insert(resumes).values({ studentId, kind: 4, studentType, upResumeFileId: fileId, isPublic: false })
    .onConflictDoUpdate({ target: [resumes.studentId, resumes.kind], set: { upResumeFileId: fileId, isPublic: false, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export interface SectionRow {
  section: string;
  content: unknown;
  updatedAt: Date;
}

interface SectionWithContact extends SectionRow {
  email: string | null;
  mobile: string | null;
  photoFileId: string | null;
}

const sectionColumns = {
  section: resumeSections.section, content: resumeSections.content, updatedAt: resumeSections.updatedAt,
  email: users.email, mobile: users.mobile, photoFileId: users.photoFileId,
};

/**
 * E-mail, mobile and photo are the student's one contact record in `users` (README 'Contact data'):
 * whatever copy a stored section holds is replaced by it on every read, so the editor, the
 * completeness, the submit checks and the PDF all show what the personal-information page shows.
 */
function withContact({ email, mobile, photoFileId, ...row }: SectionWithContact): SectionRow {
  const content = row.content as Record<string, unknown>;
  if (row.section === 'personal') return { ...row, content: { ...content, email: email ?? '', mobile: mobile ?? '', photoFileId } };
  if (row.section === 'manual') return { ...row, content: { ...content, email: email ?? '', photoFileId } };
  return row;
}

const sectionsWithContact = (db: Queryable) => db.select(sectionColumns).from(resumeSections)
  .innerJoin(resumes, eq(resumes.id, resumeSections.resumeId)).innerJoin(users, eq(users.id, resumes.studentId));

export const sectionsOf = async (db: Queryable, resumeId: number): Promise<SectionRow[]> =>
  (await sectionsWithContact(db).where(eq(resumeSections.resumeId, resumeId))).map(withContact);

export async function sectionOf(db: Queryable, resumeId: number, section: string): Promise<SectionRow | undefined> {
  const [row] = await sectionsWithContact(db).where(and(eq(resumeSections.resumeId, resumeId), eq(resumeSections.section, section)));
  return row && withContact(row);
}

export async function upsertSection(tx: Queryable, resumeId: number, section: string, content: unknown): Promise<void> {
  await tx.insert(resumeSections).values({ resumeId, section, content })
    .onConflictDoUpdate({ target: [resumeSections.resumeId, resumeSections.section], set: { content, updatedAt: sql`now()` } });
}

/** A stored file's name, for the links of a photo or an own PDF. */
export async function fileName(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: storedFiles.originalName }).from(storedFiles).where(eq(storedFiles.id, id));
  return row?.name;
}

export async function addPreview(db: Queryable, resumeId: number, fileId: string): Promise<void> {
  await db.insert(resumePreviews).values({ resumeId, fileId });
}

/** Previews made before `before` (their links have expired): the service removes their files. */
export async function expiredPreviews(db: Queryable, resumeId: number, before: Date): Promise<string[]> {
  const rows = await db.select({ fileId: resumePreviews.fileId }).from(resumePreviews)
    .where(and(eq(resumePreviews.resumeId, resumeId), lt(resumePreviews.createdAt, before)));
  return rows.map((r) => r.fileId);
}

const student = {
  studentId: users.id, studentName: users.name, studentNameEn: users.enName, studentNumber: users.studentNumber,
  pageType: users.pageType, entranceYear: users.studyEntranceYear, className: users.className, resumeStudentType: users.resumeStudentType,
};

export interface QueueFilter {
  state: 'requested' | 'done' | 'all';
  queryText: string;
  pageNo: number;
  pageSize: number;
}

/** The review queue: resumes that asked for optimisation, oldest request first. */
export async function optimizeQueue(db: Queryable, f: QueueFilter) {
  const where: SQL[] = [inArray(resumes.optimizeState, f.state === 'requested' ? [1] : f.state === 'done' ? [2] : [1, 2])];
  if (f.queryText) {
    const like = `%${f.queryText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(users.name, like), ilike(users.studentNumber, like), ilike(sql`coalesce(${users.enName}, '')`, like))!);
  }
  const cond = and(...where);
  const suggester = sql<string | null>`(select u.name from users u where u.id = ${resumes.suggestedBy})`;
  const rows = await db.select({ r: resumes, ...student, suggestedBy: suggester }).from(resumes).innerJoin(users, eq(users.id, resumes.studentId))
    .where(cond).orderBy(asc(resumes.optimizeRequestedAt), asc(resumes.id)).limit(f.pageSize).offset(f.pageNo * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(resumes).innerJoin(users, eq(users.id, resumes.studentId)).where(cond);
  return { rows, total: count?.n ?? 0 };
}

export async function resumeWithStudent(db: Queryable, id: number) {
  const suggester = sql<string | null>`(select u.name from users u where u.id = ${resumes.suggestedBy})`;
  const [row] = await db.select({ r: resumes, ...student, suggestedBy: suggester }).from(resumes)
    .innerJoin(users, eq(users.id, resumes.studentId)).where(eq(resumes.id, id));
  return row;
}

/** The public resumes of a programme and entrance year, for the resume book: submitted ones and own PDFs. */
export async function publicResumes(db: Queryable, pageType: string, entranceYear: number) {
  return db.select({ r: resumes, ...student }).from(resumes).innerJoin(users, eq(users.id, resumes.studentId))
    .where(and(eq(resumes.isPublic, true), eq(users.pageType, pageType), eq(users.studyEntranceYear, entranceYear),
      or(and(eq(resumes.kind, 4), sql`${resumes.upResumeFileId} is not null`), sql`${resumes.pdfFileId} is not null`)))
    .orderBy(asc(users.studentNumber), asc(resumes.kind));
}

