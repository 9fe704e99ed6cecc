import enCommon from '../../i18n/en-US/people/common.json';
import zhCommon from '../../i18n/zh-CN/people/common.json';
import { registerTranslations } from '../../shared/language.ts';

/** The people texts load with its pages; one file per part under i18n/<lang>/people/. */
registerTranslations({ 'zh-CN': { ...zhCommon }, 'en-US': { ...enCommon } });
