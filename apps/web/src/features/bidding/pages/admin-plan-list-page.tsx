import '../bidding.css';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AdminPlanRow } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { PermissionGate } from '../../../shared/permission-gate.tsx';
import { ADMIN_PAGE, adminPaths, biddingAdminApi } from '../bidding-admin.api.ts';
import { termKey } from '../bidding-rules.ts';
import { biddingKeys } from '../bidding.api.ts';
import { AdminPlanActions } from '../components/admin-plan-actions.tsx';
import { AdminPlanDialog } from '../components/admin-plan-dialog.tsx';
import { windowText } from '../components/course-cells.tsx';
import { StaffOnly } from '../components/page-guards.tsx';

/**
 * The staff console's plan list (issue #3): every plan of both programmes, searchable by name,
 * with create/edit, the state moves and clearing, and the way to each plan's courses and results.
 */
function AdminPlanList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const [pageType, setPageType] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState<AdminPlanRow | 'new' | null>(null);

  const columns: PagedColumn<AdminPlanRow>[] = [
    {
      title: t('bidding.plans.columns.planName'),
      key: 'name',
      render: (_, p) => (
        <Link to={adminPaths.courses(p.id)} data-testid="admin-plan-name">
          {pickText(lang, p.planName, p.planNameEn)}
        </Link>
      ),
    },
    { title: t('bidding.admin.columns.programme'), dataIndex: 'pageType', width: 70, render: (_, p) => p.pageType.toUpperCase() },
    { title: t('bidding.admin.columns.entranceYears'), key: 'years', width: 80, render: (_, p) => p.entranceYears.join(', ') },
    {
      title: t('bidding.plans.columns.term'),
      key: 'term',
      width: 120,
      render: (_, p) => {
        const key = termKey(p.term, p.pageType);
        return `${p.schoolYear} ${key ? t(key) : p.term}`;
      },
    },
    { title: t('bidding.plans.columns.firstWindow'), key: 'first', width: 140, render: (_, p) => windowText(p.firstBegin, p.firstEnd) },
    { title: t('bidding.plans.columns.secondWindow'), key: 'second', width: 140, render: (_, p) => windowText(p.secondBegin, p.secondEnd) },
    {
      title: t('bidding.plans.columns.state'),
      key: 'state',
      width: 130,
      render: (_, p) => (
        <Space orientation="vertical" size={2}>
          <Tag data-testid="admin-plan-state">{t(`bidding.planStates.s${p.planState}`, { defaultValue: String(p.planState) })}</Tag>
          <Tag color={p.published ? 'green' : 'default'}>{t(p.published ? 'bidding.admin.published' : 'bidding.admin.unpublished')}</Tag>
        </Space>
      ),
    },
    { title: t('bidding.admin.columns.counts'), key: 'counts', width: 90, render: (_, p) => `${p.courseCount} / ${p.bidCount}` },
    { title: t('common.table.actions'), key: 'actions', width: 170, render: (_, p) => <AdminPlanActions plan={p} onEdit={() => setEditing(p)} /> },
  ];

  return (
    <div className="page-width page-block" data-testid="admin-plan-list">
      <Card
        title={t('bidding.admin.title')}
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} data-testid="admin-refresh" onClick={() => void client.invalidateQueries({ queryKey: biddingKeys.adminPlans() })}>
              {t('bidding.actions.refresh')}
            </Button>
            <PermissionGate action="add" page={ADMIN_PAGE}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="admin-plan-new" onClick={() => setEditing('new')}>
                {t('bidding.admin.newPlan')}
              </Button>
            </PermissionGate>
          </Space>
        }
      >
        <Space className="bid-toolbar" wrap>
          <Input.Search
            allowClear
            value={search}
            placeholder={t('bidding.admin.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => setQueryText(v.trim())}
            style={{ width: 280 }}
            data-testid="admin-plan-search"
          />
          <Select
            allowClear
            value={pageType}
            placeholder={t('bidding.admin.columns.programme')}
            aria-label={t('bidding.admin.columns.programme')}
            onChange={setPageType}
            style={{ width: 140 }}
            options={[{ value: 'mba', label: 'MBA' }, { value: 'emba', label: 'EMBA' }]}
          />
        </Space>
        <PagedTable<AdminPlanRow>
          queryKey={[...biddingKeys.adminPlans(), pageType ?? 'all']}
          fetchPage={(r, signal) => biddingAdminApi.plans(r, pageType, signal)}
          queryText={queryText}
          columns={columns}
          rowKey="id"
          rowTestId="admin-plan-row"
          size="small"
        />
      </Card>
      <AdminPlanDialog plan={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

export function AdminPlanListPage() {
  return (
    <StaffOnly>
      <AdminPlanList />
    </StaffOnly>
  );
}
