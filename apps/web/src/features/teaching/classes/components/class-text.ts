import type { ClassAdminRow, ClassSessionInput, ClassSlotInput } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../../shared/language.ts';

/** How the class pages write a class's names and meetings in the reader's language. */
export function useClassText() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return {
    course: (r: Pick<ClassAdminRow, 'courseName' | 'courseNameEn' | 'courseNumber'>) => `${r.courseNumber} ${pickText(lang, r.courseName, r.courseNameEn)}`,
    className: (r: Pick<ClassAdminRow, 'className' | 'classNameEn'>) => pickText(lang, r.className, r.classNameEn),
    venue: (r: Pick<ClassAdminRow, 'venue' | 'venueEn'>) => pickText(lang, r.venue, r.venueEn),
    teachers: (r: Pick<ClassAdminRow, 'teachers'>) => r.teachers.map((x) => pickText(lang, x.name, x.enName)).join(lang === 'zh-CN' ? '、' : ', '),
    meetings: (r: { slots: readonly ClassSlotInput[]; sessions: readonly ClassSessionInput[] }) => [
      ...r.slots.map((s) => t('teaching.classes.slotText', { from: s.weekStart, to: s.weekEnd, day: t(`teaching.classes.weekdays.${s.weekName}`), begin: s.beginTime, end: s.endTime })),
      ...r.sessions.map((s) => `${s.day} ${s.beginTime}-${s.endTime}`),
    ],
  };
}
