import { ReloadOutlined } from '@ant-design/icons';
import type { MyCourseResultRow } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { PagedTable, type PagedColumn } from '../../../../shared/paged-table.tsx';
import { termText } from '../components/grade-columns.tsx';
import { TermFilterBar } from '../components/term-filter.tsx';
import { gradeKeys, gradesApi, type TermFilter } from '../grades.api.ts';

const passColour: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };

/**
 * ACAD-R06 /education/achievement/course (Q-36, README 'Grades'): the student's course results,
 * one row per enrolment: course, school year and term, credit, score, letter grade, pass status.
 */
export function CourseResultsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const [filter, setFilter] = useState<TermFilter>({});
  const columns: PagedColumn<MyCourseResultRow>[] = [
    { title: t('teaching.grades.results.courseNumber'), dataIndex: 'courseNumber', sorter: true },
    { title: t('teaching.grades.results.courseName'), key: 'course', sorter: true, sortField: lang === 'zh-CN' ? 'courseName' : 'courseNameEn', render: (_, r) => pickText(lang, r.courseName, r.courseNameEn) },
    { title: t('teaching.grades.columns.schoolYear'), key: 'term', sorter: true, sortField: 'schoolYear', render: (_, r) => termText(t, r) },
    { title: t('teaching.grades.results.credit'), dataIndex: 'credit', sorter: true },
    { title: t('teaching.grades.results.score'), dataIndex: 'score', sorter: true, render: (v: number | null) => v ?? '—' },
    { title: t('teaching.grades.results.grade'), dataIndex: 'grade', sorter: true, render: (v: string | null) => v ?? '—' },
    {
      title: t('teaching.grades.results.passStatus'), dataIndex: 'passStatus', sorter: true,
      render: (v: number | null) => (v === null ? t('teaching.grades.results.pending') : <Tag color={passColour[v]}>{t(`teaching.grades.results.pass.${v}`)}</Tag>),
    },
  ];
  return (
    <div className="page-width page-block" data-testid="course-results-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.grades.results.title')}</h1>}
        extra={(
          <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: gradeKeys.courseResults(filter) })}>
            {t('teaching.grades.refresh')}
          </Button>
        )}
      >
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <TermFilterBar value={filter} onChange={setFilter} />
          <PagedTable
            queryKey={gradeKeys.courseResults(filter)}
            fetchPage={(r, signal) => gradesApi.courseResults(filter, r, signal)}
            columns={columns}
            rowKey="id"
            rowTestId="course-result-row"
          />
        </Space>
      </Card>
    </div>
  );
}
