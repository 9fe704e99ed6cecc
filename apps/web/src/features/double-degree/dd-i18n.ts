import enStudent from '../../i18n/en-US/double-degree/student.json';
import zhStudent from '../../i18n/zh-CN/double-degree/student.json';
import { registerTranslations } from '../../shared/language.ts';

/** The double-degree texts load with its pages; each part's file is { doubleDegree: { <part>: {...} } }. */
registerTranslations({ 'zh-CN': zhStudent, 'en-US': enStudent });
