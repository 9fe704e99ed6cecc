import enTexts from '../../i18n/en-US/personal-info/page.json';
import zhTexts from '../../i18n/zh-CN/personal-info/page.json';
import { registerTranslations } from '../../shared/language.ts';

/** The personal-information texts load with its page. */
registerTranslations({ 'zh-CN': zhTexts, 'en-US': enTexts });
