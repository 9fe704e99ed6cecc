import '../selection-admin-i18n.ts';
import '../selection-teacher-i18n.ts';
import { PlusOutlined } from '@ant-design/icons';
import { SELECTION_KINDS, SELECTION_PAGE_TYPES } from '@portal/contracts';
import type { AdminRoundRow, SelectionKind, SelectionPageType } from '@portal/contracts';
import { Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { selectionAdminApi, selectionAdminKeys } from '../selection-admin.api.ts';
import type { RoundFilter } from '../selection-admin.api.ts';
import { RoundFormDialog } from './round-form-dialog.tsx';
import { RoundStateTags, roundWindowText, useRoundKindText } from './round-labels.tsx';

/** Only selection.admin (administrators pass); the route table is open to every signed-in user. */
export function useSelectionStaff(): boolean {
  return usePermission('add', '/admin/selection');
}

/**
 * The staff console (SEL-G01, G02): every round and scheme with its figures — students, teachers,
 * places, confirmed and waiting choices — filtered by kind and page type; a round opens on its own page.
 */
export function SelectionConsolePage() {
  const { t } = useTranslation();
  if (!useSelectionStaff()) return <Navigate to={`/403?msg=${encodeURIComponent(t('selection.admin.forbidden'))}`} replace />;
  return <Console />;
}

function Console() {
  const { t } = useTranslation();
  const a = (key: string, params: Record<string, unknown> = {}) => t(`selection.admin.${key}`, params);
  const kindText = useRoundKindText();
  const [filter, setFilter] = useState<RoundFilter>({ selectionType: null, pageType: null });
  const [queryText, setQueryText] = useState('');
  const [editing, setEditing] = useState<AdminRoundRow | 'new' | null>(null);

  const columns: PagedColumn<AdminRoundRow>[] = [
    {
      title: a('columns.name'), dataIndex: 'name', sorter: true,
      render: (_, r) => <Link to={`/admin/selection/rounds/${r.id}`} data-testid="round-link"><TypedText text={r.name} /></Link>,
    },
    { title: a('columns.kind'), key: 'kind', width: 190, render: (_, r) => kindText(r) },
    { title: a('columns.year'), dataIndex: 'year', width: 70, sorter: true },
    { title: a('columns.window'), key: 'window', width: 300, sortField: 'startTime', sorter: true, render: (_, r) => roundWindowText(r) },
    { title: a('columns.state'), key: 'state', width: 150, render: (_, r) => <RoundStateTags round={r} /> },
    { title: a('columns.choices'), dataIndex: 'studentSelectionTimes', width: 90 },
    { title: a('columns.students'), dataIndex: 'studentCount', width: 70 },
    { title: a('columns.teachers'), dataIndex: 'teacherCount', width: 70 },
    { title: a('columns.capacity'), dataIndex: 'capacity', width: 70 },
    { title: a('columns.confirmed'), dataIndex: 'confirmedCount', width: 80 },
    { title: a('columns.waiting'), dataIndex: 'waitingCount', width: 70 },
    {
      title: t('common.table.actions'), key: 'actions', width: 90, fixed: 'right',
      render: (_, r) => <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="round-edit" aria-label={a('editRoundNamed', { name: r.name })}>{t('common.actions.edit')}</Button>,
    },
  ];

  return (
    <div className="page-width page-block" data-testid="selection-console-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{a('title')}</h1>}
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="round-new">{a('newRound')}</Button>}
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Select<SelectionKind | null>
            style={{ minWidth: 160 }} aria-label={a('filters.kind')} data-testid="rounds-kind" value={filter.selectionType}
            onChange={(v) => setFilter({ selectionType: v, pageType: null })}
            options={[{ value: null, label: a('filters.allKinds') }, ...SELECTION_KINDS.map((k) => ({ value: k, label: a(`kinds.${k}`) }))]}
          />
          <Select<SelectionPageType | null>
            style={{ minWidth: 180 }} aria-label={a('filters.pageType')} data-testid="rounds-page-type" value={filter.pageType}
            onChange={(v) => setFilter({ ...filter, pageType: v })}
            options={[{ value: null, label: a('filters.allPageTypes') }, ...SELECTION_PAGE_TYPES.map((p) => ({ value: p, label: a(`pageTypes.${p}`) }))]}
          />
          <Input.Search allowClear placeholder={a('filters.search')} aria-label={a('filters.search')} onSearch={setQueryText} style={{ width: 220 }} data-testid="rounds-search" />
        </Space>
        <PagedTable<AdminRoundRow>
          queryKey={[...selectionAdminKeys.rounds(), filter]} fetchPage={(r, signal) => selectionAdminApi.rounds(r, filter, signal)}
          columns={columns} rowKey="id" queryText={queryText} rowTestId="round-row" size="small" scroll={{ x: 'max-content' }}
        />
      </Card>
      {editing ? <RoundFormDialog round={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
