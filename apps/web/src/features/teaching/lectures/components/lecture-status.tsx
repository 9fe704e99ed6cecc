import type { LectureRow } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';

const statusColors = ['default', 'processing', 'warning', 'success'];

/** ACAD-S04 status as a tag, in the reader's language (the server's statusDes is Chinese only). */
export function LectureStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={statusColors[status] ?? 'default'} data-testid="lecture-status">{t(`teaching.lectures.status.${status}`)}</Tag>;
}

/** ACAD-S06: clock-in 1 qualified, 2 unqualified, else a dash; achievement 1 pass, 0 not passed. */
export function useLectureCodes() {
  const { t } = useTranslation();
  return {
    clockIn: (v: number | null) => (v === 1 || v === 2 ? t(`teaching.lectures.clockIn.${v}`) : '-'),
    achievement: (v: number | null) => (v === 0 || v === 1 ? t(`teaching.lectures.achievement.${v}`) : '-'),
  };
}

/** The texts of a row in the reader's language. */
export function useLectureText() {
  const lang = useLanguage();
  return {
    subject: (r: Pick<LectureRow, 'subject' | 'subjectEn'>) => pickText(lang, r.subject, r.subjectEn),
    teachers: (r: Pick<LectureRow, 'teacherNames' | 'teacherNamesEn'>) => pickText(lang, r.teacherNames, r.teacherNamesEn),
    address: (r: Pick<LectureRow, 'address' | 'addressEn'>) => pickText(lang, r.address, r.addressEn),
    when: (r: Pick<LectureRow, 'startsAt' | 'endsAt'>) => `${formatDate(r.startsAt)} ${formatDateTime(r.startsAt).slice(11)}-${formatDateTime(r.endsAt).slice(11)}`,
    window: (r: Pick<LectureRow, 'signupStartDay' | 'signupEndDay'>) => `${formatDateTime(r.signupStartDay)} ~ ${formatDateTime(r.signupEndDay)}`,
  };
}
