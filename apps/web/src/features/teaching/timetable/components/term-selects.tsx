import type { SchoolYearItem } from '@portal/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../../shared/language.ts';

/** The school-year and (optionally) term selects of the timetable headers. */
export function TermSelects({ years, year, term, onYear, onTerm, withTerm = true }: {
  years: SchoolYearItem[];
  year: number | undefined;
  term?: number | undefined;
  onYear: (year: number) => void;
  onTerm?: (term: number) => void;
  withTerm?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const terms = years.find((y) => y.schoolYear === year)?.termList ?? [];
  return (
    <>
      <Select
        aria-label={t('teaching.timetable.schoolYear')}
        data-testid="timetable-year"
        style={{ minWidth: 130 }}
        value={year}
        options={years.map((y) => ({ value: y.schoolYear, label: y.schoolYearName }))}
        onChange={onYear}
        popupMatchSelectWidth={false}
      />
      {withTerm ? (
        <Select
          aria-label={t('teaching.timetable.term')}
          data-testid="timetable-term"
          style={{ minWidth: 150 }}
          value={term}
          options={terms.map((x) => ({ value: x.termValue, label: pickText(lang, x.termName, x.termNameEn) }))}
          onChange={(v: number) => onTerm?.(v)}
          popupMatchSelectWidth={false}
        />
      ) : null}
    </>
  );
}
