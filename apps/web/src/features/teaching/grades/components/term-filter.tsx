import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { useSchoolYears, type TermFilter } from '../grades.api.ts';

/**
 * School year and term selectors of the grades screens (ACAD-U08), from the school-year list
 * (ACAD-C31); clearing either shows all. A term is offered only within a chosen year.
 */
export function TermFilterBar({ value, onChange }: { value: TermFilter; onChange: (f: TermFilter) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const years = useSchoolYears();
  const year = years.data?.find((y) => y.schoolYear === value.year);
  return (
    <Space wrap>
      <Select
        style={{ width: 160 }}
        allowClear
        data-testid="grades-year"
        aria-label={t('teaching.grades.filters.year')}
        placeholder={t('teaching.grades.filters.allYears')}
        loading={years.isPending}
        value={value.year}
        options={(years.data ?? []).map((y) => ({ value: y.schoolYear, label: y.schoolYearName }))}
        onChange={(y: number | undefined) => onChange({ year: y, term: undefined })}
      />
      <Select
        style={{ width: 180 }}
        allowClear
        disabled={!year}
        data-testid="grades-term"
        aria-label={t('teaching.grades.filters.term')}
        placeholder={t('teaching.grades.filters.allTerms')}
        value={value.term}
        options={(year?.termList ?? []).map((x) => ({ value: x.termValue, label: pickText(lang, x.termName, x.termNameEn) }))}
        onChange={(term: number | undefined) => onChange({ ...value, term })}
      />
    </Space>
  );
}
