import en from '../../i18n/en-US/selection/admin.json';
import zh from '../../i18n/zh-CN/selection/admin.json';
import { registerTranslations } from '../../shared/language.ts';

/** The staff console's texts ({ selection: { admin } }); i18next merges them with the other parts' deeply. */
registerTranslations({ 'zh-CN': zh, 'en-US': en });
