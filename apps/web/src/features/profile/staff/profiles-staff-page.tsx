import '../profile-i18n.ts';
import { SearchOutlined } from '@ant-design/icons';
import { PageType } from '@portal/contracts';
import type { PageTypeName, ProfileAdminStudent } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/language.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { profileApi, profileKeys, type AdminSearchParams } from '../profile.api.ts';
import { studentKindOf } from '../profile-rules.ts';
import { CohortExport } from './cohort-export.tsx';
import { entranceYears } from './entrance-years.ts';
import { StaffGuard } from './staff-guard.tsx';


/**
 * The student affairs office's console (role student.affairs, administrators): find a student by
 * name or number, entrance year and programme, open the profile read-only, export a cohort as xlsx.
 */
export function ProfilesStaffPage() {
  return <StaffGuard><ProfilesConsole /></StaffGuard>;
}

function ProfilesConsole() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const s = (key: string, o: Record<string, unknown> = {}) => t(`profile.staff.${key}`, o);
  const [form] = Form.useForm<{ queryText?: string; entranceYear?: number; pageType?: PageTypeName }>();
  const [params, setParams] = useState<AdminSearchParams>({ pageNo: 0, pageSize: 10, queryText: '' });
  const list = useQuery({ queryKey: profileKeys.adminSearch(params), queryFn: () => profileApi.adminSearch(params), placeholderData: keepPreviousData });
  const programmes = PageType.map((p) => ({ value: p, label: t(`profile.staff.programmes.${p}`) }));

  const columns = [
    { title: s('columns.studentNumber'), dataIndex: 'studentNum', key: 'studentNum' },
    {
      title: s('columns.name'), key: 'name',
      render: (_: unknown, r: ProfileAdminStudent) => (lang === 'en-US' && r.enName ? r.enName : <TypedText text={r.studentName} />),
    },
    {
      title: s('columns.className'), key: 'className',
      render: (_: unknown, r: ProfileAdminStudent) => <TypedText text={lang === 'en-US' ? r.classNameEn ?? r.className : r.className} />,
    },
    { title: s('columns.entranceYear'), dataIndex: 'entranceYear', key: 'entranceYear' },
    {
      title: s('columns.kind'), key: 'kind',
      render: (_: unknown, r: ProfileAdminStudent) => (r.pageType ? s(`programmes.${r.pageType}`) : s(`kinds.${studentKindOf({ pageType: r.pageType })}`)),
    },
    {
      title: t('common.table.actions'), key: 'actions',
      render: (_: unknown, r: ProfileAdminStudent) => (
        <Link to={`/admin/profiles/${r.studentId}`} data-testid="profile-staff-open" aria-label={`${s('open')} · ${lang === 'en-US' && r.enName ? r.enName : r.studentName}`}>
          {s('open')}
        </Link>
      ),
    },
  ];

  return (
    <div className="page-width page-block">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{s('title')}</h1>} data-testid="profile-staff-page" extra={<CohortExport programmes={programmes} />}>
        <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} name="profile-staff-search"
          onFinish={(v) => setParams({ pageNo: 0, pageSize: params.pageSize, queryText: v.queryText ?? '', entranceYear: v.entranceYear, pageType: v.pageType })}>
          <Form.Item name="queryText" label={s('search')}>
            <Input allowClear placeholder={s('searchPlaceholder')} style={{ width: 220 }} data-testid="profile-staff-query" />
          </Form.Item>
          <Form.Item name="entranceYear" label={s('entranceYear')}>
            <Select allowClear style={{ width: 120 }} options={entranceYears().map((y) => ({ value: y, label: String(y) }))} data-testid="profile-staff-year" />
          </Form.Item>
          <Form.Item name="pageType" label={s('programme')}>
            <Select allowClear style={{ width: 160 }} options={programmes} placeholder={s('allProgrammes')} data-testid="profile-staff-programme" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="profile-staff-search">{s('searchButton')}</Button>
          </Space>
        </Form>
        <Table<ProfileAdminStudent> rowKey="studentId" size="middle" columns={columns} dataSource={list.data?.data ?? []} loading={list.isFetching}
          locale={{ emptyText: s('noStudents') }} onRow={() => testIdProps('profile-staff-row')} scroll={{ x: 'max-content' }}
          pagination={{
            current: params.pageNo + 1, pageSize: params.pageSize, total: list.data?.total ?? 0, showTotal: (total) => t('common.table.total', { total }),
            onChange: (page, pageSize) => setParams((p) => ({ ...p, pageNo: page - 1, pageSize })),
          }} />
      </Card>
    </div>
  );
}

