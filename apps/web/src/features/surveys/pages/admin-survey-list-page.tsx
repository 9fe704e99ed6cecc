import '../surveys.css';
import { PlusOutlined } from '@ant-design/icons';
import { SURVEY_KINDS } from '@portal/contracts';
import type { AdminSurveyRow, SurveyKind } from '@portal/contracts';
import { Button, Card, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { PermissionGate } from '../../../shared/permission-gate.tsx';
import { dateTime } from '../components/fill-status.tsx';
import { SurveyStaffOnly } from '../components/staff-only.tsx';
import { adminApi, surveyKeys, useDeleteSurvey } from '../surveys.api.ts';

function AdminSurveyList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const remove = useDeleteSurvey();
  const [queryText, setQueryText] = useState('');
  const [kind, setKind] = useState<SurveyKind | undefined>(undefined);

  const onDelete = async (r: AdminSurveyRow) => {
    if (!(await confirmAsync({ title: t('surveys.admin.deleteConfirm', { name: r.name }), okText: t('common.actions.delete'), okButtonProps: { danger: true }, cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess();
    } catch (e) {
      notifyError(e, 'warning');
    }
  };

  const columns: PagedColumn<AdminSurveyRow>[] = [
    { title: t('surveys.columns.surveyName'), key: 'name', render: (_, r) => <Link to={`/admin/surveys/${r.id}`} data-testid="admin-survey-name">{pickText(lang, r.name, r.nameEn)}</Link> },
    { title: t('surveys.admin.kind'), key: 'kind', width: 130, render: (_, r) => <Tag>{t(`surveys.kinds.${r.kind}`)}</Tag> },
    { title: t('surveys.admin.questions'), dataIndex: 'questionCount', width: 80 },
    { title: t('surveys.admin.assignments'), dataIndex: 'assignmentCount', width: 90 },
    { title: t('surveys.admin.submitted'), dataIndex: 'submittedCount', width: 90 },
    { title: t('surveys.admin.updatedAt'), key: 'updatedAt', width: 150, render: (_, r) => dateTime(r.updatedAt) },
    {
      title: t('common.table.actions'), key: 'actions', width: 260,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void navigate(`/admin/surveys/${r.id}`)}>{t('common.actions.edit')}</Button>
          <Button type="link" size="small" data-testid="admin-survey-assign" onClick={() => void navigate(`/admin/surveys/${r.id}/assign`)}>{t('surveys.admin.assign')}</Button>
          <Button type="link" size="small" data-testid="admin-survey-results" onClick={() => void navigate(`/admin/surveys/${r.id}/results`)}>{t('surveys.admin.results')}</Button>
          {r.locked ? null : (
            <PermissionGate action="delete">
              <Button type="link" size="small" danger onClick={() => void onDelete(r)}>{t('common.actions.delete')}</Button>
            </PermissionGate>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="admin-survey-list">
      <Card
        title={<h1 className="survey-card-title">{t('surveys.admin.title')}</h1>}
        extra={(
          <Space>
            <Select allowClear style={{ width: 160 }} placeholder={t('surveys.admin.kind')} aria-label={t('surveys.admin.kind')} value={kind} onChange={setKind}
              options={SURVEY_KINDS.map((k) => ({ value: k, label: t(`surveys.kinds.${k}`) }))} />
            <Input.Search allowClear placeholder={t('surveys.faculty.search')} aria-label={t('surveys.faculty.search')} onSearch={(v) => setQueryText(v.trim())} style={{ width: 220 }} />
            <PermissionGate action="add">
              <Button type="primary" icon={<PlusOutlined />} data-testid="admin-survey-new" onClick={() => void navigate('/admin/surveys/new')}>{t('common.actions.new')}</Button>
            </PermissionGate>
          </Space>
        )}
      >
        <PagedTable<AdminSurveyRow>
          queryKey={[...surveyKeys.adminList(), kind ?? null]}
          fetchPage={(r, signal) => adminApi.list({ ...r, ...(kind ? { kind } : {}) }, signal)}
          columns={columns}
          queryText={queryText}
          rowKey="id"
          rowTestId="admin-survey-row"
        />
      </Card>
    </div>
  );
}

/** The staff survey list: builder, assignment, results and export for each survey. */
export function AdminSurveyListPage() {
  return (
    <SurveyStaffOnly>
      <AdminSurveyList />
    </SurveyStaffOnly>
  );
}
