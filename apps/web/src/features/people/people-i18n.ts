import enCommon from '../../i18n/en-US/people/common.json';
import enImport from '../../i18n/en-US/people/import.json';
import enList from '../../i18n/en-US/people/list.json';
import enPassword from '../../i18n/en-US/people/password.json';
import enPerson from '../../i18n/en-US/people/person.json';
import enPersonalData from '../../i18n/en-US/people/personal-data.json';
import enRoles from '../../i18n/en-US/people/roles.json';
import zhCommon from '../../i18n/zh-CN/people/common.json';
import zhImport from '../../i18n/zh-CN/people/import.json';
import zhList from '../../i18n/zh-CN/people/list.json';
import zhPassword from '../../i18n/zh-CN/people/password.json';
import zhPerson from '../../i18n/zh-CN/people/person.json';
import zhPersonalData from '../../i18n/zh-CN/people/personal-data.json';
import zhRoles from '../../i18n/zh-CN/people/roles.json';
import { registerTranslations } from '../../shared/language.ts';

/**
 * The people texts load with its pages; one file per part under i18n/<lang>/people/, each under the
 * key `people`. Each part is registered by itself (the bundles merge deeply), so a spread of two
 * parts cannot drop one part's `people` texts.
 */
const parts = [
  [zhCommon, enCommon],
  [zhImport, enImport],
  [zhPassword, enPassword],
  [zhPersonalData, enPersonalData],
  [zhList, enList],
  [zhPerson, enPerson],
  [zhRoles, enRoles],
] as const;
for (const [zh, en] of parts) registerTranslations({ 'zh-CN': zh, 'en-US': en });
