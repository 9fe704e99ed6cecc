import enActivities from '../../i18n/en-US/careers/activities.json';
import enEvaluation from '../../i18n/en-US/careers/evaluation.json';
import enRecruitment from '../../i18n/en-US/careers/recruitment.json';
import zhActivities from '../../i18n/zh-CN/careers/activities.json';
import zhEvaluation from '../../i18n/zh-CN/careers/evaluation.json';
import zhRecruitment from '../../i18n/zh-CN/careers/recruitment.json';
import { registerTranslations } from '../../shared/language.ts';

/** The careers texts, one file per part and language, load with the careers pages. */
registerTranslations({ 'zh-CN': merge(zhRecruitment, zhActivities, zhEvaluation), 'en-US': merge(enRecruitment, enActivities, enEvaluation) });

/** Each part's file is { careers: { <part>: {...} } }: join them under one careers key. */
function merge(...files: { careers: Record<string, unknown> }[]): Record<string, unknown> {
  return { careers: Object.assign({}, ...files.map((f) => f.careers)) };
}
