import { DownloadOutlined } from '@ant-design/icons';
import { VisitSelectStatus, type AdminApplicant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { mobilityApi, mobilityKeys } from '../mobility.api.ts';
import { StaffText } from '../staff-text.tsx';

/** The plan's applications by project and rank, who has complete documents, their files; the xlsx export. */
export function ApplicantsTable({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const list = useQuery({ queryKey: mobilityKeys.adminList('applicants', planId), queryFn: () => mobilityApi.applicants(planId) });
  const exportResults = async () => {
    setExporting(true);
    try {
      const file = await mobilityApi.exportResults(planId);
      window.location.assign(file.fileUrl);
    } catch (err) {
      notifyError(err);
    } finally {
      setExporting(false);
    }
  };
  const columns: ColumnsType<AdminApplicant> = [
    { title: t('mobility.projects.name'), dataIndex: 'projectName', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.admin.rank'), dataIndex: 'rankNumber' },
    {
      title: t('mobility.projects.state'), key: 'state',
      render: (_, r) => (r.selectStatus === VisitSelectStatus.selected ? <Tag color="success">{t('mobility.projects.selected')}</Tag> : <Tag color="warning">{t('mobility.admin.queuedTag')}</Tag>),
    },
    { title: t('mobility.admin.student'), key: 'student', render: (_, r) => <StaffText>{r.studentName} ({r.studentNumber})</StaffText> },
    { title: t('mobility.admin.class'), dataIndex: 'className', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.admin.appliedAt'), key: 'time', render: (_, r) => formatDateTime(r.selectTime) },
    { title: t('mobility.documents.passportNo'), dataIndex: 'passportNo' },
    {
      title: t('mobility.admin.documents'), key: 'docs',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.isComplete ? <Tag color="success">{t('mobility.documents.complete')}</Tag> : <Tag>{t('mobility.documents.incomplete')}</Tag>}
          {r.files.map((f) => <a key={`${f.category}-${f.id}`} href={f.fileUrl} download>{t(`mobility.documents.categories.${f.category}`)}: {f.fileName}</a>)}
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportResults()} data-testid="results-export">{t('mobility.admin.export')}</Button>
      <Table<AdminApplicant> rowKey="selectionId" size="middle" columns={columns} dataSource={list.data ?? []} loading={list.isPending} pagination={{ pageSize: 50 }} />
    </Space>
  );
}
