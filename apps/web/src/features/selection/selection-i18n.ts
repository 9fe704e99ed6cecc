import en from '../../i18n/en-US/selection/student.json';
import zh from '../../i18n/zh-CN/selection/student.json';
import { registerTranslations } from '../../shared/language.ts';

/** The students' selection texts ({ selection: { student } }); i18next merges them with the other parts' deeply. */
registerTranslations({ 'zh-CN': zh, 'en-US': en });
