import { PageType, type PageTypeName, type TeachingLanguage } from '@portal/contracts';

/**
 * The values a catalogue sheet may name in either language: programmes and teaching languages,
 * compared without case, width or spaces, so 'mba', 'ＭＢＡ' and 'MBA' are one programme. The people
 * import keeps its own list for the roll (modules/people/import-vocabulary.ts); both take the
 * pageType itself.
 */
const keyOf = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[\s.'’]/g, '');

const programmeNames: Record<PageTypeName, readonly string[]> = {
  benyan: ['本科', '本科生', 'Undergraduate', 'Bachelor', "Bachelor's"],
  mba: ['MBA'],
  emba: ['EMBA'],
  master: ['硕士', '硕士生', '硕士研究生', "Master's", 'Masters', 'MSc'],
  phd: ['博士', '博士生', '博士研究生', 'Doctoral', 'Doctorate', 'PhD'],
};
const languageNames: Record<TeachingLanguage, readonly string[]> = {
  zh: ['中文', '汉语', 'Chinese', 'cn'],
  en: ['英文', '英语', 'English'],
  bilingual: ['双语', '中英双语', '中英文', 'Bilingual'],
};

function lookup<K extends string>(table: Record<K, readonly string[]>): Map<string, K> {
  const map = new Map<string, K>();
  for (const [k, names] of Object.entries(table) as [K, readonly string[]][]) for (const n of [k, ...names]) map.set(keyOf(n), k);
  return map;
}
const programmes = lookup(programmeNames);
const languages = lookup(languageNames);

export const programmeOf = (text: string): PageTypeName | null => programmes.get(keyOf(text)) ?? null;
export const languageOf = (text: string): TeachingLanguage | null => languages.get(keyOf(text)) ?? null;

/** A cell listing programmes: separated by , ， ; ； 、 / or spaces between words ('MBA, EMBA'). */
export const splitList = (text: string): string[] => text.split(/[,，;；、/|]+/).map((s) => s.trim()).filter(Boolean);

/** How the export and the samples write a programme and a language: the Chinese name, which the import reads back. */
export const programmeLabel = (p: string): string => programmeNames[p as PageTypeName]?.[0] ?? p;
export const languageLabel = (l: string): string => languageNames[l as TeachingLanguage]?.[0] ?? l;
export const allProgrammes = PageType;
