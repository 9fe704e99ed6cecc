import {
  PUBLISH_MIN_COMPLETENESS, SECTIONS_OF_TYPE, resumePersonalSchema, type PersonalView, type ResumeSection,
  type ResumeContent, type ResumeStudentTypeCode, type SectionSaveResult, type SkillsInput,
} from '@portal/contracts';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import { contactOf, lockContact, saveContact } from '../../platform/auth/user-contact.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError } from '../../platform/http/errors.ts';
import { invalid, langOfKind, ownResumeForWrite, readableResume } from './resume-access.ts';
import { DICT, dictText, inDictionary } from './resume-dictionary.ts';
import { LIST_SECTIONS, checkDictionaries, checkGroupLimit, skillsInputOf, type ListSection } from './resume-section-rules.ts';
import { activityPracticeView, awardView, contentOf, educationView, extracurricularView, jobView, skillsView, iso } from './resume-views.ts';
import * as repo from './resumes.repo.ts';
import { sectionsCompleteness } from './resume-completeness.ts';
import type { ResumeRecord } from './resumes.repo.ts';

type Lang = 'zh' | 'en';

/**
 * The sections of the Chinese and English resumes (RES-C01…C18): each call reads or replaces one
 * section whole. A save checks the section against the schema of the resume's language and type,
 * then recomputes the completeness from everything saved, in the transaction that holds the
 * resume's lock, so two saves at once cannot leave a figure that matches neither.
 */
export class ResumeSectionsService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private async read(ctx: AuthContext, id: number, section: ResumeSection) {
    const r = await readableResume(this.db, ctx, id, undefined, true);
    const row = await repo.sectionOf(this.db, id, section);
    return { r, content: row?.content ?? null };
  }

  /** A list section's saved entries (empty before the first save), as the section's schema stored them. */
  private async entries(ctx: AuthContext, id: number, section: ListSection): Promise<ResumeContent> {
    const { content } = await this.read(ctx, id, section);
    return contentOf(content === null ? [] : [{ section, content }]);
  }

  education = async (ctx: AuthContext, id: number) => ((await this.entries(ctx, id, 'education')).education ?? []).map((e) => educationView(id, e));
  jobs = async (ctx: AuthContext, id: number, jobType: 0 | 1) =>
    ((await this.entries(ctx, id, jobType === 1 ? 'work' : 'internship'))[jobType === 1 ? 'work' : 'internship'] ?? []).map((e) => jobView(id, e, jobType));
  activityPractice = async (ctx: AuthContext, id: number) => ((await this.entries(ctx, id, 'activityPractice')).activityPractice ?? []).map((e) => activityPracticeView(id, e));
  extracurricular = async (ctx: AuthContext, id: number) => ((await this.entries(ctx, id, 'extracurricular')).extracurricular ?? []).map((e) => extracurricularView(id, e));
  awards = async (ctx: AuthContext, id: number, section: 'award' | 'certificate') => ((await this.entries(ctx, id, section))[section] ?? []).map((e) => awardView(id, e));
  coreCompetence = async (ctx: AuthContext, id: number) =>
    ((await this.entries(ctx, id, 'coreCompetence')).coreCompetence ?? []).map((e) => ({ content: e.content, type: 2, vdResumeBaseId: id }));

  /** RES-C01: before the first save the fields come from the student's record, marked unsaved. */
  async personal(ctx: AuthContext, id: number): Promise<PersonalView> {
    const { r, content } = await this.read(ctx, id, 'personal');
    const saved = content as z.output<typeof resumePersonalSchema> | null;
    const user = saved ? null : await findUserById(this.db, r.studentId);
    const p = saved ?? {
      name: (r.kind === 2 ? user?.enName : user?.name) ?? '', sex: user?.gender === 'M' ? 1 : user?.gender === 'F' ? 0 : null,
      mobile: user?.mobile ?? '', email: user?.email ?? '', politicsStatusValue: '', vxAccount: '', photoFileId: user?.photoFileId ?? null,
    };
    const politics = dictText(DICT.politics, p.politicsStatusValue);
    const sexDes = p.sex === 1 ? (r.kind === 2 ? 'Male' : '男') : p.sex === 0 ? (r.kind === 2 ? 'Female' : '女') : '';
    const photoFileName = p.photoFileId ? (await repo.fileName(this.db, p.photoFileId)) ?? null : null;
    return {
      ...p, sex: p.sex ?? null, vdResumeBaseId: id, sexDes, politicsStatusText: politics.text, politicsStatusTextEN: politics.textEN, saved: !!saved,
      photoFileName, photoFileUrl: p.photoFileId && photoFileName ? this.files.uploadLink(p.photoFileId, photoFileName) : null,
    };
  }

  async skills(ctx: AuthContext, id: number) {
    const { content } = await this.read(ctx, id, 'skills');
    return skillsView(id, content as SkillsInput | null);
  }

  /** Saves a list section: the group limit (its code), the entries' schema (90003), the dictionaries. */
  async saveList(ctx: AuthContext, id: number, section: ListSection, module: unknown[], lang: Lang): Promise<SectionSaveResult> {
    return this.save(ctx, id, section, (r, type) => {
      const resumeLang = langOfKind(r.kind);
      const rule = LIST_SECTIONS[section];
      checkGroupLimit(rule.limit, module.length, resumeLang);
      const parsed = z.array(rule.schema(resumeLang, type)).safeParse(module);
      if (!parsed.success) throw invalid(parsed.error, lang);
      checkDictionaries(section, parsed.data as Record<string, unknown>[]);
      return parsed.data;
    });
  }

  async savePersonal(ctx: AuthContext, id: number, module: Record<string, unknown>, lang: Lang): Promise<SectionSaveResult> {
    return this.save(ctx, id, 'personal', async (r, _type, tx) => {
      const parsed = resumePersonalSchema.safeParse(module);
      if (!parsed.success) throw invalid(parsed.error, lang);
      const p = parsed.data;
      if (p.politicsStatusValue && !inDictionary(DICT.politics, p.politicsStatusValue)) {
        throw new BizError('90003', { detail: `politicsStatusValue ${p.politicsStatusValue}` });
      }
      // The photo on record may stay; a new one must be the student's own upload.
      const before = await contactOf(tx, r.studentId);
      if (p.photoFileId) {
        const attached = await this.files.attach(tx, [p.photoFileId], ctx.userId);
        if (attached.length === 0 && before.photoFileId !== p.photoFileId) throw new BizError('1120');
      }
      // E-mail, mobile and photo are saved to the one contact record (README 'Contact data').
      await saveContact(tx, r.studentId, { email: p.email, mobile: p.mobile, photoFileId: p.photoFileId });
      return p;
    });
  }

  async saveSkills(ctx: AuthContext, id: number, dto: Record<string, unknown>, entries: { content: string; type: number }[], lang: Lang): Promise<SectionSaveResult> {
    return this.save(ctx, id, 'skills', (r) => {
      const out = skillsInputOf(dto, entries, langOfKind(r.kind));
      if (!out.ok) throw invalid(out.error, lang, out.prefix);
      return out.value;
    });
  }

  /**
   * The one write path of the sections: lock, check the section belongs to the type's editor,
   * store, recompute. A save clears the submitted state (README 'Submit') and a resume that falls
   * under 80 % stops being public.
   */
  private async save(
    ctx: AuthContext, id: number, section: ResumeSection,
    build: (r: ResumeRecord, type: ResumeStudentTypeCode, tx: Queryable) => unknown,
  ): Promise<SectionSaveResult> {
    return this.db.transaction(async (tx) => {
      // The student's row before the resume's, as every writer of the contact record (lockContact).
      await lockContact(tx, ctx.userId);
      const r = await ownResumeForWrite(tx, ctx, id);
      const type = r.studentType as ResumeStudentTypeCode;
      if (!SECTIONS_OF_TYPE[type].includes(section)) throw new BizError('1109');
      const content = await build(r, type, tx);
      await repo.upsertSection(tx, id, section, content);
      const howComplete = await sectionsCompleteness(tx, r);
      const saved = await repo.updateResume(tx, id, {
        howComplete, isSubmit: false, isPublic: r.isPublic && howComplete >= PUBLISH_MIN_COMPLETENESS,
      }, true);
      return { vdResumeBaseId: id, howComplete, lastModificationTime: iso(saved.updatedAt), isSubmit: saved.isSubmit };
    });
  }
}
