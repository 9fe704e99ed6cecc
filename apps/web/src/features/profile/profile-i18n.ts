import enStaff from '../../i18n/en-US/profile/staff.json';
import enStudent from '../../i18n/en-US/profile/student.json';
import zhStaff from '../../i18n/zh-CN/profile/staff.json';
import zhStudent from '../../i18n/zh-CN/profile/student.json';
import { registerTranslations } from '../../shared/language.ts';

/** The profile texts load with its pages; each part's file is { profile: { <part>: {...} } }: joined under one profile key. */
registerTranslations({
  'zh-CN': { profile: { ...zhStudent.profile, ...zhStaff.profile } },
  'en-US': { profile: { ...enStudent.profile, ...enStaff.profile } },
});
