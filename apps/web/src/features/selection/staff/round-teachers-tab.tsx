import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { TeacherDemandRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { selectionAdminApi, selectionAdminKeys } from '../selection-admin.api.ts';
import { demandTone } from '../staff-rules.ts';
import { TeacherFormDialog } from './teacher-form-dialog.tsx';
import { TeacherImportDialog } from './teacher-import-dialog.tsx';
import { TableEmpty } from '../table-empty.tsx';

const toneColor = { over: 'red', full: 'orange', open: 'green' } as const;

/**
 * The round's mentors or supervisors with the live demand against capacity (SEL-G02): quota,
 * confirmed, waiting, first choices, places left, and the waiting beyond them highlighted; add or
 * change one, or import a sheet (previewed, then saved).
 */
export function RoundTeachersTab({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const a = (key: string, params: Record<string, unknown> = {}) => t(`selection.admin.teachers.${key}`, params);
  const teachers = useQuery({ queryKey: selectionAdminKeys.teachers(roundId), queryFn: () => selectionAdminApi.teachers(roundId) });
  const [editing, setEditing] = useState<TeacherDemandRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const rows = teachers.data ?? [];
  const over = rows.filter((r) => r.overDemand > 0).length;

  const columns: TableColumnsType<TeacherDemandRow> = [
    { title: a('columns.name'), key: 'name', fixed: 'left', render: (_, r) => <span data-testid="teacher-name"><TypedText text={r.name} /></span> },
    { title: a('columns.account'), key: 'account', width: 110, render: (_, r) => r.username ?? '-' },
    { title: a('columns.company'), key: 'company', render: (_, r) => <TypedText text={[r.companyName, r.position].filter(Boolean).join(' · ')} /> },
    { title: a('columns.quota'), dataIndex: 'selectionTimes', width: 70 },
    { title: a('columns.confirmed'), dataIndex: 'confirmedCount', width: 80 },
    { title: a('columns.waiting'), dataIndex: 'waitingCount', width: 70 },
    { title: a('columns.firstChoices'), dataIndex: 'firstChoiceCount', width: 90 },
    { title: a('columns.remaining'), dataIndex: 'remaining', width: 80 },
    {
      title: a('columns.demand'), key: 'demand', width: 150,
      render: (_, r) => {
        const tone = demandTone(r);
        return <Tag color={toneColor[tone]} data-testid={`demand-${tone}`}>{a(`tones.${tone}`, { count: r.overDemand })}</Tag>;
      },
    },
    {
      title: t('common.table.actions'), key: 'actions', width: 80, fixed: 'right',
      render: (_, r) => <Button type="link" size="small" onClick={() => setEditing(r)} aria-label={a('editNamed', { name: r.name })} data-testid="teacher-edit">{t('common.actions.edit')}</Button>,
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="teacher-new">{a('add')}</Button>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="teacher-import">{a('import')}</Button>
      </Space>
      {over > 0 ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={a('overSummary', { count: over })} data-testid="demand-summary" /> : null}
      <Table<TeacherDemandRow>
        rowKey="id" size="small" columns={columns} dataSource={rows} loading={teachers.isFetching} pagination={false} scroll={{ x: 'max-content' }}
        onRow={() => testIdProps('teacher-row')} locale={{ emptyText: <TableEmpty text={a('empty')} /> }}
      />
      {editing ? <TeacherFormDialog roundId={roundId} teacher={editing === 'new' ? null : editing} taken={rows.map((r) => r.name)} onClose={() => setEditing(null)} /> : null}
      <TeacherImportDialog roundId={roundId} open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
