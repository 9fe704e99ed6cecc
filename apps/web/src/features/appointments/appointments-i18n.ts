import enAdmin from '../../i18n/en-US/appointments/admin.json';
import enStudent from '../../i18n/en-US/appointments/student.json';
import zhAdmin from '../../i18n/zh-CN/appointments/admin.json';
import zhStudent from '../../i18n/zh-CN/appointments/student.json';
import { registerTranslations } from '../../shared/language.ts';

/** The appointment texts, one file per part and language, load with the appointment pages. */
registerTranslations({ 'zh-CN': merge(zhStudent, zhAdmin), 'en-US': merge(enStudent, enAdmin) });

/** Each part's file is { appointments: { <part>: {...} } }: join them under one appointments key. */
function merge(...files: { appointments: Record<string, unknown> }[]): Record<string, unknown> {
  return { appointments: Object.assign({}, ...files.map((f) => f.appointments)) };
}
