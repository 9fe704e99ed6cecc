import { PlusOutlined } from '@ant-design/icons';
import type { DdAdminManage } from '@portal/contracts';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { RoundFormDialog } from './round-form-dialog.tsx';
import { StaffText } from './staff-text.tsx';

/** The rounds with their windows, maximum and counts; new and edit open the round form. */
export function RoundsTab({ manages, loading }: { manages: DdAdminManage[]; loading: boolean }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`doubleDegree.staff.${key}`);
  // Closed is undefined; open with null is a new round.
  const [editing, setEditing] = useState<DdAdminManage | null | undefined>(undefined);
  const columns: ColumnsType<DdAdminManage> = [
    { title: s('rounds.name'), dataIndex: 'simpleName', render: (v: string) => <StaffText>{v}</StaffText> },
    {
      title: s('rounds.window'), key: 'window',
      render: (_, m) => <>{formatDateTime(m.singupStartTime)} ~ {formatDateTime(m.singupEndTime)} {m.isOpen && <Tag color="success">{s('rounds.open')}</Tag>}</>,
    },
    { title: s('rounds.max'), dataIndex: 'maxChooseProjectCount' },
    { title: s('rounds.enabled'), key: 'enabled', render: (_, m) => (m.isEnable ? <Tag color="blue">{s('rounds.enabledYes')}</Tag> : <Tag>{s('rounds.enabledNo')}</Tag>) },
    { title: s('rounds.projectCount'), dataIndex: 'projectCount' },
    { title: s('rounds.applicants'), dataIndex: 'applicants' },
    {
      title: s('action'), key: 'action',
      render: (_, m) => <Button type="link" onClick={() => setEditing(m)} data-testid={`dd-round-edit-${m.id}`}>{t('common.actions.edit')}</Button>,
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="dd-round-new">{s('rounds.new')}</Button>
      <Table<DdAdminManage> rowKey="id" size="middle" columns={columns} dataSource={manages} loading={loading} pagination={false}
        onRow={() => testIdProps('dd-round-row')} scroll={{ x: 'max-content' }} />
      {editing !== undefined && <RoundFormDialog editing={editing} onClose={() => setEditing(undefined)} />}
    </Space>
  );
}
