import enSurveys from '../../i18n/en-US/surveys.json';
import zhSurveys from '../../i18n/zh-CN/surveys.json';
import { registerTranslations } from '../../shared/language.ts';

/** The survey texts load with the survey pages (each page imports this module first). */
registerTranslations({ 'zh-CN': zhSurveys, 'en-US': enSurveys });
