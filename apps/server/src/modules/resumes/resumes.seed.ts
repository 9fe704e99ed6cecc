import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq, like } from 'drizzle-orm';
import {
  OptimizeState, ResumeKind, Role, manualCompleteness, manualSchemaOf, resumeCompleteness, resumePersonalSchema, type ResumeStudentTypeCode,
} from '@portal/contracts';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { storedFiles } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { LIST_SECTIONS, skillsInputOf, type ListSection } from './resume-section-rules.ts';
import { contentOf } from './resume-views.ts';
import * as data from './resumes.seed-data.ts';
import { resumeSections, resumes } from './resumes.tables.ts';
import { seedDemoStaff } from '../people/index.ts';

/** The own PDF of phd01: a fixture written to storage when the app starts (ensureDemoResumeFiles). */
const OWN_PDF = { id: '7c6f1a52-5d0e-4a43-9a51-000000000101', name: 'own-resume.pdf' };
const DEMO_PREFIX = 'resume-demo-';

/** The seed data is written for the school year 2026-2027: months move with the demo's school year. */
const DATA_YEAR = 2026;
function shiftYears<T>(value: T, delta: number): T {
  if (delta === 0) return value;
  if (typeof value === 'string') return (/^\d{4}-\d{2}$/.test(value) ? `${Number(value.slice(0, 4)) + delta}${value.slice(4)}` : value) as T;
  if (Array.isArray(value)) return value.map((v) => shiftYears(v, delta)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftYears(v, delta)])) as T;
  return value;
}

/** Each section through the schema the editor's save uses, so the demo holds only what a save could store. */
function sectionsOf(raw: Record<string, unknown>, type: ResumeStudentTypeCode, lang: 'cn' | 'en'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'personal') out.personal = resumePersonalSchema.parse(value);
    else if (key === 'skills') {
      const v = value as { software: { content: string }[]; hobbies: { content: string }[] } & Record<string, unknown>;
      const entries = [...v.software.map((s) => ({ ...s, type: 0 })), ...v.hobbies.map((h) => ({ ...h, type: 1 }))];
      const parsed = skillsInputOf(v, entries, lang);
      if (!parsed.ok) throw parsed.error;
      out.skills = parsed.value;
    } else if (Array.isArray(value) && value.length > 0) out[key] = z.array(LIST_SECTIONS[key as ListSection].schema(lang, type)).parse(value);
  }
  return out;
}

/**
 * The demo resumes (issue #12 'Demo data'): mba01 (type 3) complete, public, asking for
 * optimisation with a released suggestion, its English resume behind the Chinese; benyan01 (type 1)
 * below 80 %; grad01 and phd01 (type 2) part-way, phd01 with its own PDF, public; a manual each;
 * and the counsellor's account, counsellor01.
 */
export async function seedResumes(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const counsellor = { id: await seedDemoStaff(tx, ids, { username: 'counsellor01', name: '周老师', enName: 'Ms. Zhou', hrUserId: 'S0006', roles: [Role.counsellor] }) };

  const make = async (username: string, type: ResumeStudentTypeCode, kind: number, raw: Record<string, unknown> | null, daysAgo: number, extra: Partial<typeof resumes.$inferInsert> = {}) => {
    const studentId = ids.get(username)!;
    let howComplete = 0;
    let content: Record<string, unknown> = {};
    raw = raw && shiftYears(raw, cal.schoolYear - DATA_YEAR);
    if (raw && kind === ResumeKind.manual) {
      content = { manual: manualSchemaOf(type).parse(raw) };
      howComplete = manualCompleteness(manualSchemaOf(type).parse(raw));
    } else if (raw) {
      content = sectionsOf(raw, type, kind === ResumeKind.en ? 'en' : 'cn');
      howComplete = resumeCompleteness(contentOf(Object.entries(content).map(([section, c]) => ({ section, content: c }))), type, kind === ResumeKind.en ? 'en' : 'cn').total;
    }
    const at = cal.at(-daysAgo, 20);
    const [r] = await tx.insert(resumes).values({ studentId, kind, studentType: type, howComplete, createdAt: cal.at(-60, 9), updatedAt: at, ...extra }).returning({ id: resumes.id });
    const rows = Object.entries(content).map(([section, c]) => ({ resumeId: r!.id, section, content: c, updatedAt: at }));
    if (rows.length) await tx.insert(resumeSections).values(rows);
    return r!.id;
  };

  await make('mba01', 3, ResumeKind.cn, data.mbaChinese, 3, {
    isPublic: true, optimizeState: OptimizeState.requested, optimizeRequestedAt: cal.at(-2, 10),
    optimizeSuggest: data.MBA_SUGGESTION, isShowOptimizeSuggest: true, suggestedBy: counsellor!.id, suggestedAt: cal.at(-1, 15),
  });
  await make('mba01', 3, ResumeKind.en, data.mbaEnglish, 10);
  await make('mba01', 3, ResumeKind.manual, data.mbaManual, 5);
  await make('benyan01', 1, ResumeKind.cn, data.benyanChinese, 4);
  await make('benyan01', 1, ResumeKind.en, null, 30);
  await make('benyan01', 1, ResumeKind.manual, data.benyanManual, 6);
  await make('grad01', 2, ResumeKind.cn, data.gradChinese, 8);
  await make('grad01', 2, ResumeKind.en, null, 30);
  await make('grad01', 2, ResumeKind.manual, data.gradManual, 12);
  await make('phd01', 2, ResumeKind.cn, data.phdChinese, 9);
  await make('phd01', 2, ResumeKind.en, null, 30);
  await make('phd01', 2, ResumeKind.manual, data.phdManual, 15);
  await tx.insert(storedFiles).values({
    id: OWN_PDF.id, ownerId: ids.get('phd01')!, use: 'resumePdf', originalName: 'Jing-Chen-CV.pdf', storedName: `${DEMO_PREFIX}${OWN_PDF.id}.pdf`,
    mime: 'application/pdf', size: 1, createdAt: cal.at(-20, 11), attachedAt: cal.at(-20, 11),
  });
  await make('phd01', 2, ResumeKind.upload, null, 20, { upResumeFileId: OWN_PDF.id, isPublic: true });
}

/** Writes the demo own PDF's bytes when the app starts (the seed's transaction has no file storage). */
export async function ensureDemoResumeFiles(db: Queryable, storage: FileStorage): Promise<void> {
  const rows = await db.select({ id: storedFiles.id, storedName: storedFiles.storedName, size: storedFiles.size }).from(storedFiles)
    .where(like(storedFiles.storedName, `${DEMO_PREFIX}%`));
  for (const row of rows) {
    const bytes = await readFile(new URL(`./fixtures/${OWN_PDF.name}`, import.meta.url));
    await storage.keep((await storage.stage(Readable.from(bytes))).path, row.storedName);
    if (row.size !== bytes.length) await db.update(storedFiles).set({ size: bytes.length }).where(eq(storedFiles.id, row.id));
  }
}
