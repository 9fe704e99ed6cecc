import '../surveys.css';
import type { AssignmentRow } from '@portal/contracts';
import { Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { dateOnly } from '../components/fill-status.tsx';
import { SurveyStaffOnly } from '../components/staff-only.tsx';
import { useTeacherAssignments } from '../surveys.api.ts';

function TeacherEvaluations() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rows = useTeacherAssignments(true);
  const columns: TableColumnsType<AssignmentRow> = [
    {
      title: t('surveys.columns.courseName'), key: 'course',
      render: (_, r) => <Link to={`/admin/surveys/${r.surveyId}/results?assignmentId=${r.id}`} data-testid="teacher-evaluation-link">{pickText(lang, r.courseNameCN ?? '', r.courseNameEN) || pickText(lang, r.title ?? '', r.titleEn) || '-'}</Link>,
    },
    { title: t('surveys.columns.evaluationType'), key: 'evaluationType', width: 160, render: (_, r) => pickText(lang, r.evaluationType ?? '', r.evaluationTypeEn) || '-' },
    { title: t('surveys.columns.period'), key: 'window', width: 220, render: (_, r) => `${dateOnly(r.beginTime)} ~ ${dateOnly(r.endTime)}` },
    { title: t('surveys.assign.counts'), key: 'counts', width: 200, render: (_, r) => t('surveys.assign.countsText', { submitted: r.submitted, assignees: r.assignees, drafts: r.drafts }) },
  ];
  return (
    <div className="page-width page-block" data-testid="teacher-evaluations">
      <Card title={<h1 className="survey-card-title">{t('surveys.teacher.title')}</h1>}>
        <p className="survey-hint">{t('surveys.teacher.hint')}</p>
        <Table<AssignmentRow> rowKey="id" columns={columns} dataSource={rows.data ?? []} loading={rows.isPending} pagination={false} onRow={() => testIdProps('teacher-evaluation-row')} />
      </Card>
    </div>
  );
}

/** A teacher's own faculty evaluations, each opening its anonymous aggregate results. */
export function TeacherEvaluationsPage() {
  return (
    <SurveyStaffOnly teachers>
      <TeacherEvaluations />
    </SurveyStaffOnly>
  );
}
