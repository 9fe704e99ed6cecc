import en from '../../../i18n/en-US/double-degree/staff.json';
import zh from '../../../i18n/zh-CN/double-degree/staff.json';
import { registerTranslations } from '../../../shared/language.ts';

/** The office console's texts ({ doubleDegree: { staff } }); i18next merges them with the student pages' deeply. */
registerTranslations({ 'zh-CN': zh, 'en-US': en });
