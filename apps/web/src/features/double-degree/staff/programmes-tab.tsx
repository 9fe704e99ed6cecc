import { PlusOutlined } from '@ant-design/icons';
import type { DdAdminProject } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudienceText } from '../../../shared/eligibility.tsx';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { ddStaffApi, ddStaffKeys, useDdStaffMutation } from './dd-staff.api.ts';
import { ProgrammeFormDialog } from './programme-form-dialog.tsx';
import { StaffText } from './staff-text.tsx';

/** The round's programmes with submitted applications and drafts; delete is refused by the server once used (97116). */
export function ProgrammesTab({ manageId }: { manageId: number }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`doubleDegree.staff.${key}`);
  const [editing, setEditing] = useState<DdAdminProject | null | undefined>(undefined);
  const list = useQuery({ queryKey: ddStaffKeys.projects(manageId), queryFn: () => ddStaffApi.projects(manageId) });
  const remove = useDdStaffMutation(ddStaffApi.deleteProject);
  const columns: ColumnsType<DdAdminProject> = [
    { title: s('programmes.name'), dataIndex: 'name', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: s('programmes.year'), dataIndex: 'year', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: s('programmes.submitted'), dataIndex: 'submitted' },
    { title: s('programmes.drafts'), dataIndex: 'drafts' },
    { title: t('common.eligibility.openTo'), key: 'eligibility', render: (_, p) => <AudienceText eligibility={p.eligibility} /> },
    {
      title: s('action'), key: 'action',
      render: (_, p) => (
        <Space>
          <Button type="link" onClick={() => setEditing(p)} data-testid={`dd-programme-edit-${p.id}`}>{t('common.actions.edit')}</Button>
          <Popconfirm title={s('programmes.deleteConfirm')} okText={t('common.actions.delete')} cancelText={t('common.actions.cancel')}
            onConfirm={() => remove.mutateAsync(p.id).then(() => notifySuccess(), (e: unknown) => notifyError(e, 'warning'))}>
            <Button type="link" danger data-testid={`dd-programme-delete-${p.id}`}>{t('common.actions.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="dd-programme-new">{s('programmes.new')}</Button>
      <Table<DdAdminProject> rowKey="id" size="middle" columns={columns} dataSource={list.data ?? []} loading={list.isPending} pagination={false}
        onRow={() => testIdProps('dd-programme-row')} />
      {editing !== undefined && <ProgrammeFormDialog manageId={manageId} editing={editing} onClose={() => setEditing(undefined)} />}
    </Space>
  );
}
