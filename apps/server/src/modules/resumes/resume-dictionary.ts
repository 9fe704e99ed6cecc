import { dictionaryData } from '../../platform/dictionaries/dictionary.data.ts';

/**
 * The texts of the dictionary values a resume stores. A resume keeps only the values; the texts
 * are looked up when it is read or laid out, so a client can never store a text that is not the
 * dictionary's (the legacy sends degreeText and friends along with the value).
 */
const index = new Map<string, Map<string, { text: string; textEN: string }>>();
for (const [type, items] of Object.entries(dictionaryData)) {
  index.set(type, new Map(items.map((d) => [d.fieldValue, { text: d.fieldName, textEN: d.extraProperties }])));
}

export const DICT = {
  degree: 'VDResumeEduInfoDegree',
  eduType: 'VDResumeEduInfoType',
  politics: 'HRPolitical',
  proficiency: 'Proficiency',
  englishLevel: 'EnglishLevel',
  preMBAIndustry: 'PreMBAIndustries',
  workingYears: 'PreMBAWorkingYears',
  mbaIndustry: 'MBACareerInterestIndustry',
  mbaFunction: 'MBACareerInterestFunction',
  mostInterested: 'MostInterestedIndustries',
} as const;

/** A value's texts; an empty value has empty texts, an unknown one shows itself. */
export function dictText(type: string, value: string | null | undefined): { text: string; textEN: string } {
  if (!value) return { text: '', textEN: '' };
  return index.get(type)?.get(value) ?? { text: value, textEN: value };
}

/** Whether a value is in its dictionary (an unknown degree or level is refused on save). */
export const inDictionary = (type: string, value: string): boolean => !!index.get(type)?.has(value);
