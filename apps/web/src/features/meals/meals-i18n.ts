import enMeals from '../../i18n/en-US/meals.json';
import zhMeals from '../../i18n/zh-CN/meals.json';
import { registerTranslations } from '../../shared/language.ts';

/** The meal texts load with the meal pages. */
registerTranslations({ 'zh-CN': zhMeals, 'en-US': enMeals });
