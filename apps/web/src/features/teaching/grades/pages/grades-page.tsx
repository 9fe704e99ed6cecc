import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { useLanguage } from '../../../../shared/language.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import { Placeholder } from '../../../../shared/panel.tsx';
import { gradeColumns } from '../components/grade-columns.tsx';
import { TermFilterBar } from '../components/term-filter.tsx';
import { gradeKeys, gradesApi, useGradeStudentType, type TermFilter } from '../grades.api.ts';

/**
 * ACAD-R05 /education/achievement/index: the student's own term grades, by school year and term,
 * with the undergraduate or the PhD columns as the server's student type says (ACAD-U08, S08).
 */
export function GradesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const client = useQueryClient();
  const type = useGradeStudentType(user.pageType);
  const [filter, setFilter] = useState<TermFilter>({});
  const studentType = type.data?.studentType;
  return (
    <div className="page-width page-block" data-testid="grades-page" data-student-type={studentType}>
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.grades.title')}</h1>}
        extra={(
          <Button icon={<ReloadOutlined />} data-testid="grades-refresh" onClick={() => void client.invalidateQueries({ queryKey: gradeKeys.mine(filter) })}>
            {t('teaching.grades.refresh')}
          </Button>
        )}
      >
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <TermFilterBar value={filter} onChange={setFilter} />
          {studentType ? (
            <PagedTable
              key={studentType}
              queryKey={gradeKeys.mine(filter)}
              fetchPage={(r, signal) => gradesApi.mine(filter, r, signal)}
              columns={gradeColumns(t, lang, studentType)}
              rowKey="id"
              rowTestId="grade-row"
            />
          ) : <Placeholder rows={4} />}
        </Space>
      </Card>
    </div>
  );
}
