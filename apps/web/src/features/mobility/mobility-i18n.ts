import enMobility from '../../i18n/en-US/mobility.json';
import zhMobility from '../../i18n/zh-CN/mobility.json';
import { registerTranslations } from '../../shared/language.ts';

/** The mobility texts load with the mobility pages. */
registerTranslations({ 'zh-CN': zhMobility, 'en-US': enMobility });
