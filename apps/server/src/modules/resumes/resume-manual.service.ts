import {
  CAREER_INTEREST_DICTIONARY, PUBLISH_MIN_COMPLETENESS, ResumeKind, isMbaForm, manualCompleteness, manualProblems, manualSchemaOf, manualTotals,
  type ManualForm, type ManualView, type ResumeStudentTypeCode, type SectionSaveResult,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { contactOf, lockContact, saveContact } from '../../platform/auth/user-contact.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, bizErrorOf } from '../../platform/http/errors.ts';
import { invalid, ownResumeForWrite, readableResume } from './resume-access.ts';
import { DICT, dictText } from './resume-dictionary.ts';
import { iso } from './resume-views.ts';
import * as repo from './resumes.repo.ts';

type Lang = 'zh' | 'en';

/** The dictionary of each chosen key of a form, to give its texts (ManualView.texts, the PDF). */
export function manualTexts(form: ManualForm, type: ResumeStudentTypeCode): Record<string, { text: string; textEN: string }> {
  const out: Record<string, { text: string; textEN: string }> = {};
  const put = (field: string, dict: string, value: string) => { if (value) out[field] = dictText(dict, value); };
  if (isMbaForm(form)) {
    put('preMBAIndustriesKey', DICT.preMBAIndustry, form.preMBAIndustriesKey);
    put('preMBAWorkingYearsKey', DICT.workingYears, form.preMBAWorkingYearsKey);
    form.mbaCareerInterestIndustryKey.forEach((k, i) => put(`mbaCareerInterestIndustryKey.${i}`, DICT.mbaIndustry, k));
    form.mbaCareerInterestFunctionKey.forEach((k, i) => put(`mbaCareerInterestFunctionKey.${i}`, DICT.mbaFunction, k));
    for (const i of [1, 2, 3] as const) put(`proficiencyValue${i}`, DICT.proficiency, form[`proficiencyValue${i}`]);
    return out;
  }
  const interests = CAREER_INTEREST_DICTIONARY[type === 2 ? 2 : 1];
  for (const i of [1, 2, 3] as const) {
    put(`careerInterestKey${i}`, interests, form[`careerInterestKey${i}`]);
    put(`mostInterestedIndustriesKey${i}`, DICT.mostInterested, form[`mostInterestedIndustriesKey${i}`]);
  }
  return out;
}

/** The general-situation manual (RES-C27…C30): one form per student type, saved whole as a draft. */
export class ResumeManualService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async view(ctx: AuthContext, id: number): Promise<ManualView> {
    const r = await readableResume(this.db, ctx, id, [ResumeKind.manual], true);
    const type = r.studentType as ResumeStudentTypeCode;
    // Before the first save the contact data still come from the one record (repo.sectionOf overlays it on a saved one).
    const form = manualSchemaOf(type).parse((await repo.sectionOf(this.db, id, 'manual'))?.content ?? await contactOf(this.db, r.studentId));
    const photoFileName = form.photoFileId ? (await repo.fileName(this.db, form.photoFileId)) ?? null : null;
    return {
      vdResumeBaseId: id, studentType: type, form, texts: manualTexts(form, type),
      photoFileId: form.photoFileId, photoFileName, photoFileUrl: form.photoFileId && photoFileName ? this.files.uploadLink(form.photoFileId, photoFileName) : null,
      howComplete: r.howComplete, isSubmit: r.isSubmit, optimizeSuggest: r.isShowOptimizeSuggest ? r.optimizeSuggest : null, totals: manualTotals(form),
    };
  }

  /**
   * RES-C28…C30: each call takes the form of its student type (another type's call: 1109). The
   * manual's own rules are checked (1110–1118, the first one refuses with every problem as data);
   * missing fields are not, until submit.
   */
  async save(ctx: AuthContext, id: number, callType: ResumeStudentTypeCode, module: Record<string, unknown>, lang: Lang): Promise<SectionSaveResult> {
    return this.db.transaction(async (tx) => {
      // The student's row before the resume's, as every writer of the contact record (lockContact).
      await lockContact(tx, ctx.userId);
      const r = await ownResumeForWrite(tx, ctx, id, [ResumeKind.manual]);
      if (r.studentType !== callType) throw new BizError('1109');
      const parsed = manualSchemaOf(callType).safeParse(module);
      if (!parsed.success) throw invalid(parsed.error, lang);
      const form = parsed.data;
      const problems = manualProblems(form);
      if (problems.length > 0) throw bizErrorOf(problems[0]!.code, problems[0]!.params, { data: problems });
      const before = await contactOf(tx, r.studentId);
      if (form.photoFileId) {
        const attached = await this.files.attach(tx, [form.photoFileId], ctx.userId);
        if (attached.length === 0 && before.photoFileId !== form.photoFileId) throw new BizError('1120');
      }
      // The manual is a draft: an e-mail or photo it gives goes to the one contact record; one it
      // leaves empty keeps the record's (README 'Contact data').
      await saveContact(tx, r.studentId, { ...(form.email ? { email: form.email } : {}), ...(form.photoFileId ? { photoFileId: form.photoFileId } : {}) });
      await repo.upsertSection(tx, id, 'manual', form);
      const stored = manualSchemaOf(callType).parse((await repo.sectionOf(tx, id, 'manual'))?.content ?? {});
      const howComplete = manualCompleteness(stored);
      const saved = await repo.updateResume(tx, id, { howComplete, isSubmit: false, isPublic: r.isPublic && howComplete >= PUBLISH_MIN_COMPLETENESS }, true);
      return { vdResumeBaseId: id, howComplete, lastModificationTime: iso(saved.updatedAt), isSubmit: false };
    });
  }
}
