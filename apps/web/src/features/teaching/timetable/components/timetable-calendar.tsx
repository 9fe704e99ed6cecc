import { SearchOutlined } from '@ant-design/icons';
import type { ClassTimeItem, SchoolYearItem } from '@portal/contracts';
import { Button, Calendar, Input, Select, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { useClassTimes, useTimetableMonth } from '../timetable.api.ts';
import { defaultSelection, legendGroups, monthsOf } from '../timetable-rules.ts';
import { DayCourses } from './day-courses.tsx';
import { TermSelects } from './term-selects.tsx';

interface Selection { year?: number | undefined; term?: number | undefined; month?: string | undefined; courseName: string }

function Legend({ times }: { times: ClassTimeItem[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const names = [t('teaching.timetable.morning'), t('teaching.timetable.afternoon'), t('teaching.timetable.evening')];
  return (
    <div className="timetable-legend" data-testid="timetable-legend">
      {legendGroups(times).map((group, i) => (
        <div key={names[i]} className="timetable-legend-group">
          <h3>{names[i]}</h3>
          <ul>
            {group.map((c) => <li key={c.id}>{pickText(lang, c.classTimesName, c.classTimesNameEn)} {c.classTimesBeginTime}–{c.classTimesEndTime}</li>)}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The calendar tab (ACAD-U10): school year, term, month and course name, then the month's classes day by day. */
export function TimetableCalendar({ years }: { years: SchoolYearItem[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const initial = useMemo(() => defaultSelection(years), [years]);
  const [draft, setDraft] = useState<Selection>({ year: initial?.year, term: initial?.term, month: initial?.month, courseName: '' });
  const [applied, setApplied] = useState<Selection>(draft);
  const month = useTimetableMonth({ year: applied.year, term: applied.term, yearMonth: applied.month, courseName: applied.courseName, studentNumber: user.studentNumber ?? '' });
  const times = useClassTimes();
  const termOf = (year: number | undefined, term: number | undefined) => years.find((y) => y.schoolYear === year)?.termList.find((x) => x.termValue === term);
  const months = (() => { const x = termOf(draft.year, draft.term); return x ? monthsOf(x) : []; })();
  const byDay = useMemo(() => new Map((month.data ?? []).map((d) => [d.day, d.courseTimetableInfoList])), [month.data]);
  const pickTerm = (year: number | undefined, term: number | undefined) => {
    const x = termOf(year, term);
    setDraft((d) => ({ ...d, year, term, month: x?.curMonth }));
  };

  return (
    <div data-testid="timetable-calendar">
      <Space wrap className="timetable-header">
        <TermSelects
          years={years}
          year={draft.year}
          term={draft.term}
          onYear={(y) => pickTerm(y, years.find((x) => x.schoolYear === y)?.termList[0]?.termValue)}
          onTerm={(term) => pickTerm(draft.year, term)}
        />
        <Select
          aria-label={t('teaching.timetable.month')}
          data-testid="timetable-month"
          style={{ minWidth: 110 }}
          value={draft.month}
          options={months.map((m) => ({ value: m, label: m }))}
          onChange={(m: string) => setDraft((d) => ({ ...d, month: m }))}
        />
        <Input
          aria-label={t('teaching.timetable.courseName')}
          placeholder={t('teaching.timetable.courseName')}
          data-testid="timetable-course-name"
          value={draft.courseName}
          onChange={(e) => setDraft((d) => ({ ...d, courseName: e.target.value }))}
          onPressEnter={() => setApplied(draft)}
          allowClear
        />
        <Button type="primary" icon={<SearchOutlined />} data-testid="timetable-query" onClick={() => setApplied({ ...draft, courseName: draft.courseName.trim() })}>
          {t('teaching.timetable.query')}
        </Button>
      </Space>
      <Spin spinning={month.isFetching}>
        {applied.month ? (
          <Calendar
            className="timetable-grid"
            value={dayjs(`${applied.month}-01`)}
            headerRender={() => null}
            cellRender={(date, info) => {
              if (info.type !== 'date') return info.originNode;
              const day = date.format('YYYY-MM-DD');
              if (!day.startsWith(applied.month!)) return null;
              const list = byDay.get(day);
              return list?.length ? <DayCourses day={day} courses={list} lang={lang} /> : null;
            }}
          />
        ) : null}
      </Spin>
      <Legend times={times.data?.data ?? []} />
    </div>
  );
}
