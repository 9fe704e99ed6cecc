import en from '../../i18n/en-US/selection/teacher.json';
import zh from '../../i18n/zh-CN/selection/teacher.json';
import { registerTranslations } from '../../shared/language.ts';

/** The teachers' desk texts ({ selection: { teacher } }), also read by the console (statuses); merged deeply. */
registerTranslations({ 'zh-CN': zh, 'en-US': en });
