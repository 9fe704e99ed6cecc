import enEditor from '../../i18n/en-US/resumes/editor.json';
import enList from '../../i18n/en-US/resumes/list.json';
import enManual from '../../i18n/en-US/resumes/manual.json';
import enReview from '../../i18n/en-US/resumes/review.json';
import zhEditor from '../../i18n/zh-CN/resumes/editor.json';
import zhList from '../../i18n/zh-CN/resumes/list.json';
import zhManual from '../../i18n/zh-CN/resumes/manual.json';
import zhReview from '../../i18n/zh-CN/resumes/review.json';
import { registerTranslations } from '../../shared/language.ts';

/** The resume texts, one file per part and language, load with the resume pages. */
registerTranslations({ 'zh-CN': merge(zhList, zhEditor, zhManual, zhReview), 'en-US': merge(enList, enEditor, enManual, enReview) });

/** Each part's file is { resumes: { <part>: {...} } }: join them under one resumes key. */
function merge(...files: { resumes: Record<string, unknown> }[]): Record<string, unknown> {
  return { resumes: Object.assign({}, ...files.map((f) => f.resumes)) };
}
