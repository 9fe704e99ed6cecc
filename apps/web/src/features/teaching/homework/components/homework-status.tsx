import type { ClassHomeworkRow } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../../shared/language.ts';

/** Open, closed, or no homework: what the database clock said when the class was read. */
export function HomeworkStatusTag({ row }: { row: Pick<ClassHomeworkRow, 'homeworkDeadline' | 'homeworkOpen'> }) {
  const { t } = useTranslation();
  if (!row.homeworkDeadline) return <Tag data-testid="homework-status">{t('teaching.homework.status.none')}</Tag>;
  return row.homeworkOpen
    ? <Tag color="green" data-testid="homework-status">{t('teaching.homework.status.open')}</Tag>
    : <Tag color="default" data-testid="homework-status">{t('teaching.homework.status.closed')}</Tag>;
}

/** The texts of a class in the reader's language. */
export function useClassText() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return {
    course: (r: ClassHomeworkRow) => pickText(lang, r.courseNameCN, r.courseNameEN),
    className: (r: ClassHomeworkRow) => pickText(lang, r.className, r.classNameEn),
    teachers: (r: ClassHomeworkRow) => pickText(lang, r.teacherNames, r.teacherNamesEn) || '-',
    term: (r: ClassHomeworkRow) => t('teaching.homework.termText', { year: r.schoolYear, next: r.schoolYear + 1, term: t(`teaching.homework.terms.${r.term}`) }),
  };
}
