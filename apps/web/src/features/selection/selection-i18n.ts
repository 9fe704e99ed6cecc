import enStudent from '../../i18n/en-US/selection/student.json';
import zhStudent from '../../i18n/zh-CN/selection/student.json';
import { registerTranslations } from '../../shared/language.ts';

/** The selection texts, one file per part and language, load with the selection pages. */
registerTranslations({ 'zh-CN': merge(zhStudent), 'en-US': merge(enStudent) });

/** Each part's file is { selection: { <part>: {...} } }: join them under one selection key. */
function merge(...files: { selection: Record<string, unknown> }[]): Record<string, unknown> {
  return { selection: Object.assign({}, ...files.map((f) => f.selection)) };
}
