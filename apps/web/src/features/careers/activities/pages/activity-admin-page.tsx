import { PlusOutlined } from '@ant-design/icons';
import type { ActivityAdminRow } from '@portal/contracts';
import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { activitiesApi, activityKeys, useActivityMutation } from '../activities.api.ts';
import { ActivityFormDialog } from '../components/activity-form-dialog.tsx';
import { ActivityState, useActivityText } from '../components/activity-text.tsx';
import { CareerOfficeOnly } from '../components/career-office-only.tsx';
import { NoShowPolicyCard } from '../components/no-show-policy-card.tsx';

/** The career office's activities: create, edit, delete (without registrants), open the registrants; the no-show policy below. */
function ActivityAdminList() {
  const { t } = useTranslation();
  const text = useActivityText();
  const [editing, setEditing] = useState<{ activity: ActivityAdminRow | null } | null>(null);
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const remove = useActivityMutation(activitiesApi.remove);
  const f = (key: string) => t(`careers.activities.fields.${key}`);

  const del = async (r: ActivityAdminRow) => {
    if (!(await confirmAsync({ title: t('careers.activities.admin.confirmDelete'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const columns: PagedColumn<ActivityAdminRow>[] = [
    { title: f('name'), key: 'name', sorter: true, sortField: 'name', render: (_, r) => <Link to={`/career/admin/activities/${r.id}`} data-testid="activity-admin-open">{text.name(r)}</Link> },
    { title: f('type'), key: 'activityTypeKey', width: 120, render: (_, r) => text.type(r) },
    { title: f('times'), key: 'beginTime', width: 190, sorter: true, sortField: 'beginTime', render: (_, r) => text.times(r).map((x) => <div key={x}>{x}</div>) },
    { title: f('signupWindow'), key: 'signupEndTime', width: 200, render: (_, r) => text.window(r) },
    { title: f('places'), key: 'places', width: 130, render: (_, r) => text.places(r) },
    { title: f('eligibility'), key: 'eligibility', width: 160, render: (_, r) => text.eligibility(r) },
    { title: f('state'), key: 'state', width: 110, render: (_, r) => <ActivityState row={r} /> },
    {
      title: f('actions'), key: 'actions', width: 170, fixed: 'right', render: (_, r) => (
        <Space size={0}>
          <Link to={`/career/admin/activities/${r.id}`}>{t('careers.activities.admin.registrants')}</Link>
          <Button size="small" type="link" onClick={() => setEditing({ activity: r })} data-testid="activity-admin-edit">{t('common.actions.edit')}</Button>
          {r.signUpCount === 0 && r.waitingCount === 0 ? <Button size="small" type="link" danger onClick={() => void del(r)}>{t('common.actions.delete')}</Button> : null}
        </Space>
      ),
    },
  ];
  return (
    <div className="page-width page-block" data-testid="activity-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('careers.activities.admin.title')}</h1>}
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ activity: null })} data-testid="activity-admin-create">{t('careers.activities.admin.create')}</Button>}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
            placeholder={t('careers.activities.searchPlaceholder')} aria-label={t('careers.activities.searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="activity-admin-search" />
          <PagedTable<ActivityAdminRow> queryKey={activityKeys.adminList()} queryText={queryText} fetchPage={activitiesApi.adminList} columns={columns}
            rowKey="id" rowTestId="activity-admin-row" scroll={{ x: 1300 }} />
        </Space>
      </Card>
      <NoShowPolicyCard />
      <ActivityFormDialog open={!!editing} activity={editing?.activity ?? null} onClose={() => setEditing(null)} />
    </div>
  );
}

export function ActivityAdminPage() {
  return <CareerOfficeOnly><ActivityAdminList /></CareerOfficeOnly>;
}
