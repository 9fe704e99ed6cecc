import type { DictionaryItem } from '@portal/contracts';
import { pickText, useLanguage } from '../../../../shared/language.ts';

/** The recruitment pages' texts that come with the data: Chinese, or English when the screen is English and one exists. */
export function useRecruitText() {
  const lang = useLanguage();
  return {
    lang,
    pick: (zh: string, en: string | null | undefined) => pickText(lang, zh, en),
    employer: (r: { enterpriseCName: string; enterpriseEName: string }) => pickText(lang, r.enterpriseCName, r.enterpriseEName),
    category: (r: { categoryDes: string; categoryDesEN: string }) => pickText(lang, r.categoryDes, r.categoryDesEN),
    industry: (r: { enterpriseIndustryDes: string; enterpriseIndustryDesEN: string }) => pickText(lang, r.enterpriseIndustryDes, r.enterpriseIndustryDesEN),
    options: (items: DictionaryItem[] | undefined) => (items ?? []).map((d) => ({ value: d.fieldValue, label: pickText(lang, d.fieldName, d.extraProperties) })),
  };
}
