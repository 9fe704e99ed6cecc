import enCommon from '../../i18n/en-US/people/common.json';
import enPersonalData from '../../i18n/en-US/people/personal-data.json';
import zhCommon from '../../i18n/zh-CN/people/common.json';
import zhPersonalData from '../../i18n/zh-CN/people/personal-data.json';
import { registerTranslations } from '../../shared/language.ts';

/** The people texts load with its pages; each part's file is { people: { <part>: {...} } }: joined under one people key. */
registerTranslations({
  'zh-CN': { people: { ...zhCommon.people, ...zhPersonalData.people } },
  'en-US': { people: { ...enCommon.people, ...enPersonalData.people } },
});
