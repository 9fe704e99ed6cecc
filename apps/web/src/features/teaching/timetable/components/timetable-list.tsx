import type { SchoolYearItem, TimetableRow } from '@portal/contracts';
import { weekLabels } from '@portal/contracts';
import { Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { messageLang, pickText, useLanguage } from '../../../../shared/language.ts';
import { PagedTable, type PagedColumn } from '../../../../shared/paged-table.tsx';
import { timetableApi, timetableKeys } from '../timetable.api.ts';
import { defaultSelection, type TimetableMode } from '../timetable-rules.ts';
import { TermSelects } from './term-selects.tsx';

/** Week labels of a slot: a range when the weeks run on, else the list. */
function weeksText(selectedWeek: string, lang: 'zh' | 'en'): string {
  const labels = weekLabels(selectedWeek, lang);
  if (labels.length <= 2) return labels.join(', ');
  const nums = selectedWeek.split(',').map(Number);
  const consecutive = nums.every((n, i) => i === 0 || n === nums[i - 1]! + 1);
  return consecutive ? `${labels[0]}–${labels.at(-1)}` : labels.join(', ');
}

/** The list tab (ACAD-U11): benyan/MBA by year and term, EMBA by year; text query, sorting, column filters. */
export function TimetableList({ years, mode }: { years: SchoolYearItem[]; mode: TimetableMode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const initial = useMemo(() => defaultSelection(years), [years]);
  const [year, setYear] = useState(initial?.year);
  const [term, setTerm] = useState(mode === 'weekly' ? initial?.term : undefined);
  const [text, setText] = useState('');
  const weekly = mode === 'weekly';
  const types = [{ value: '11', label: t('teaching.timetable.courseTypes.11') }, { value: '12', label: t('teaching.timetable.courseTypes.12') }];

  const columns: PagedColumn<TimetableRow>[] = [
    { title: t('teaching.timetable.columns.courseName'), key: 'courseName', dataIndex: 'courseName', sorter: true, filter: { fieldName: 'courseName' }, render: (_, r) => pickText(lang, r.courseName, r.courseNameEn) },
    { title: t('teaching.timetable.columns.courseType'), key: 'courseType', dataIndex: 'courseType', sorter: true, width: 110, filter: { fieldName: 'courseType', options: types },
      render: (_, r) => (r.courseType === 11 || r.courseType === 12 ? t(`teaching.timetable.courseTypes.${r.courseType}`) : t('teaching.timetable.courseTypes.other')) },
    ...(weekly ? [
      { title: t('teaching.timetable.columns.weeks'), key: 'selectedWeek', render: (_: unknown, r: TimetableRow) => weeksText(r.selectedWeek, messageLang()) },
      { title: t('teaching.timetable.columns.weekday'), key: 'weekName', dataIndex: 'weekName', sorter: true, width: 100, render: (_: unknown, r: TimetableRow) => (r.weekName ? t(`teaching.timetable.weekdays.${r.weekName}`) : '') },
      { title: t('teaching.timetable.columns.periods'), key: 'periods', render: (_: unknown, r: TimetableRow) => `${pickText(lang, r.weekTimeStartName, r.weekTimeStartNameEn)}–${pickText(lang, r.weekTimeEndName, r.weekTimeEndNameEn)} (${r.startTime}–${r.endTime})` },
    ] : [
      { title: t('teaching.timetable.columns.date'), key: 'startDate', dataIndex: 'startDate', sorter: true, width: 120 },
      { title: t('teaching.timetable.columns.time'), key: 'time', width: 120, render: (_: unknown, r: TimetableRow) => `${r.startTime}–${r.endTime}` },
    ]),
    { title: t('teaching.timetable.columns.classPlace'), key: 'classPlace', dataIndex: 'classPlace', sorter: true, filter: { fieldName: 'classPlace' }, render: (_, r) => pickText(lang, r.classPlace, r.classPlaceEn) },
    { title: t('teaching.timetable.columns.teachers'), key: 'teacherNames', dataIndex: 'teacherNames', sorter: true, render: (_, r) => pickText(lang, r.teacherNames, r.teacherNamesEn) },
    { title: t('teaching.timetable.columns.className'), key: 'className', dataIndex: 'className', sorter: true, filter: { fieldName: 'className' }, render: (_, r) => pickText(lang, r.className, r.classNameEn) },
    { title: t('teaching.timetable.columns.term'), key: 'term', render: (_, r) => pickText(lang, r.termName, r.termNameEn) },
  ];

  return (
    <div data-testid="timetable-list">
      <Space wrap className="timetable-header">
        <TermSelects years={years} year={year} term={term} withTerm={weekly} onYear={(y) => { setYear(y); if (weekly) setTerm(years.find((x) => x.schoolYear === y)?.termList[0]?.termValue); }} onTerm={setTerm} />
        <Input.Search
          aria-label={t('teaching.timetable.search')}
          placeholder={t('teaching.timetable.search')}
          data-testid="timetable-search"
          allowClear
          onSearch={(v) => setText(v.trim())}
          style={{ width: 240 }}
        />
      </Space>
      <PagedTable<TimetableRow>
        queryKey={timetableKeys.list(mode, year, term)}
        fetchPage={(r, signal) => timetableApi.list(mode, r, { year, term, studentNumber: user.studentNumber ?? '' }, signal)}
        columns={columns}
        rowKey={(r) => `${r.gsmStartClassWeeklyCourseId ?? ''}-${r.gsmStartClassWeekEMBAId ?? ''}`}
        queryText={text}
        defaultPageSize={20}
        rowTestId="timetable-row"
        scroll={{ x: 900 }}
      />
    </div>
  );
}
