import { PlusOutlined } from '@ant-design/icons';
import type { EmployerAdminRow } from '@portal/contracts';
import { Button, Card, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { CareerStaffOnly } from '../components/career-staff-only.tsx';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { EmployerFormDialog } from '../components/employer-form-dialog.tsx';
import { useRecruitText } from '../components/recruit-text.ts';
import { recruitApi, recruitKeys, useRecruitDictionary } from '../recruitment.api.ts';

/** The career office's employers: create and edit (the website checked as the server does). */
function EmployerAdminList() {
  const { t } = useTranslation();
  const text = useRecruitText();
  const [editing, setEditing] = useState<{ employer: EmployerAdminRow | null } | null>(null);
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const industries = useRecruitDictionary('EnterpriseIndustry');
  const f = (key: string) => t(`careers.recruitment.employerFields.${key}`);

  const columns: PagedColumn<EmployerAdminRow>[] = [
    { title: f('cName'), key: 'cName', sorter: true, sortField: 'cName', render: (_, r) => <Link to={`/recruit/bussiness-info/${r.id}`}><span lang="zh">{r.cName}</span></Link> },
    { title: f('eName'), key: 'eName', sorter: true, sortField: 'eName', render: (_, r) => <TypedText text={r.eName} /> },
    { title: f('industry'), key: 'enterpriseIndustry', width: 150, filter: { fieldName: 'enterpriseIndustry', options: text.options(industries.data) }, render: (_, r) => text.industry(r) },
    { title: f('city'), key: 'city', width: 100, render: (_, r) => <TypedText text={r.city} /> },
    { title: f('webUrl'), key: 'webUrl', render: (_, r) => (r.webUrl ? <a href={r.webUrl} target="_blank" rel="noopener noreferrer">{r.webUrl}</a> : '-') },
    { title: f('positions'), key: 'positionCount', width: 90, render: (_, r) => <Tag>{r.positionCount}</Tag> },
    {
      title: t('common.table.actions'), key: 'actions', width: 90, fixed: 'right',
      render: (_, r) => <Button size="small" type="link" onClick={() => setEditing({ employer: r })} data-testid="employer-edit">{t('common.actions.edit')}</Button>,
    },
  ];

  return (
    <div className="page-width page-block" data-testid="employer-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('careers.recruitment.admin.employersTitle')}</h1>}
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ employer: null })} data-testid="employer-create">{t('careers.recruitment.admin.newEmployer')}</Button>}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
              placeholder={t('careers.recruitment.admin.employerSearch')} aria-label={t('careers.recruitment.admin.employerSearch')} style={{ width: 320 }} />
            <Link to="/career/admin/positions">{t('careers.recruitment.admin.positionsTitle')}</Link>
          </Space>
          <PagedTable<EmployerAdminRow> queryKey={recruitKeys.adminEmployers()} queryText={queryText} fetchPage={recruitApi.adminEmployers}
            columns={columns} rowKey="id" rowTestId="employer-admin-row" scroll={{ x: 1000 }} />
        </Space>
      </Card>
      <EmployerFormDialog open={!!editing} employer={editing?.employer ?? null} onClose={() => setEditing(null)} />
    </div>
  );
}

export function EmployerAdminPage() {
  return <CareerStaffOnly><EmployerAdminList /></CareerStaffOnly>;
}
