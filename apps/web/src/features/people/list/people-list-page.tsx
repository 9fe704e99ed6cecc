import { ImportOutlined, SafetyCertificateOutlined, UserAddOutlined } from '@ant-design/icons';
import type { PersonRow } from '@portal/contracts';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PagedTable, type PagedColumn } from '../../../shared/paged-table.tsx';
import { PermissionGate, usePermission } from '../../../shared/permission-gate.tsx';
import { PEOPLE_PAGE, peopleApi, peopleKeys, type PeopleFilter } from '../people.api.ts';
import { BilingualText, PersonStatusTag, RoleTags } from '../person/person-labels.tsx';
import { PeopleFilters } from './people-filters.tsx';

const numberOf = (r: PersonRow) => r.studentNumber ?? r.hrUserId ?? r.username;

/**
 * /admin/people: every account, students and staff, searched, filtered, sorted and paged by the
 * server; each row opens the person's page. People administrators and administrators.
 */
export function PeopleListPage() {
  const allowed = usePermission('query', PEOPLE_PAGE);
  if (!allowed) return <Navigate to="/403" replace />;
  return <PeopleConsole />;
}

function PeopleConsole() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const l = (key: string) => t(`people.list.${key}`);
  const [filter, setFilter] = useState<PeopleFilter>({});

  const columns: PagedColumn<PersonRow>[] = [
    { title: l('columns.number'), key: 'number', sorter: true, sortField: 'number', width: 130, render: (_, r) => numberOf(r) },
    {
      title: l('columns.name'), key: 'name', sorter: true, sortField: 'name',
      render: (_, r) => <Link to={`/admin/people/${r.id}`} data-testid="person-open"><BilingualText zh={r.name} en={r.enName} /></Link>,
    },
    { title: l('columns.kind'), key: 'kind', width: 90, render: (_, r) => t(`people.person.kinds.${r.kind}`) },
    { title: l('columns.programme'), key: 'pageType', width: 110, render: (_, r) => (r.pageType ? t(`people.person.programmes.${r.pageType}`, { defaultValue: r.pageType }) : '-') },
    { title: l('columns.entranceYear'), key: 'studyEntranceYear', sorter: true, sortField: 'studyEntranceYear', width: 110, render: (_, r) => r.studyEntranceYear ?? '-' },
    { title: l('columns.className'), key: 'className', render: (_, r) => <BilingualText zh={r.className} en={r.classNameEn} /> },
    { title: l('columns.email'), key: 'email', render: (_, r) => r.email ?? '-' },
    { title: l('columns.roles'), key: 'roles', render: (_, r) => <RoleTags roles={r.roles} isAdmin={r.isAdmin} /> },
    { title: l('columns.status'), key: 'status', width: 90, render: (_, r) => <PersonStatusTag status={r.status} testId="people-row-status" /> },
  ];

  const go = (to: string) => () => void navigate(to);
  const extra = (
    <Space wrap>
      <PermissionGate action="add" page={PEOPLE_PAGE}>
        <Button type="primary" icon={<UserAddOutlined />} onClick={go('/admin/people/new?kind=student')} data-testid="people-new-student">{l('new.student')}</Button>
        <Button icon={<UserAddOutlined />} onClick={go('/admin/people/new?kind=staff')} data-testid="people-new-staff">{l('new.staff')}</Button>
      </PermissionGate>
      <PermissionGate action="import" page="/admin/people/import">
        <Button icon={<ImportOutlined />} onClick={go('/admin/people/import')} data-testid="people-import-link">{l('import')}</Button>
      </PermissionGate>
      <PermissionGate action="query" page="/admin/people/roles">
        <Button icon={<SafetyCertificateOutlined />} onClick={go('/admin/people/roles')} data-testid="people-roles-link">{l('roles')}</Button>
      </PermissionGate>
    </Space>
  );

  return (
    <div className="page-width page-block" data-testid="people-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{l('title')}</h1>} extra={extra}>
        <PeopleFilters onSearch={setFilter} />
        <PagedTable<PersonRow>
          // A new search starts again on the first page.
          key={JSON.stringify(filter)}
          queryKey={peopleKeys.list(filter)}
          fetchPage={(r, signal) => peopleApi.list(filter, r, signal)}
          columns={columns}
          rowKey="id"
          rowTestId={(r) => `person-row-${r.username}`}
          defaultPageSize={20}
          scroll={{ x: 1100 }}
        />
      </Card>
    </div>
  );
}
