import { DownloadOutlined } from '@ant-design/icons';
import { InterviewStatus } from '@portal/contracts';
import type { DdAdminApplicant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime } from '../../../shared/date-format.ts';
import { downloadFile } from '../../../shared/download-file.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { ddStaffApi, ddStaffKeys } from './dd-staff.api.ts';
import { interviewStatusKey, resultColor, resultFields, resultKey } from './result-labels.ts';
import { ResultsDialog } from './results-dialog.tsx';
import { StaffText } from './staff-text.tsx';

/** Where the reviewers' applicant detail lives (the student side's route); it opens in a new tab so the table keeps its place. */
export const applicantDetailPath = (id: number) => `/study/student-degree-details/${id}`;

/**
 * The round's submitted applications: contact, the three results (edited in a dialog), the booked
 * interview, the stored application form; the export of the whole round as a zip (xlsx + PDFs).
 */
export function ApplicantsTable({ manageId }: { manageId: number }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`doubleDegree.staff.${key}`);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<DdAdminApplicant | null>(null);
  const list = useQuery({ queryKey: ddStaffKeys.applicants(manageId), queryFn: () => ddStaffApi.applicants(manageId) });
  const exportZip = async () => {
    setExporting(true);
    try {
      const file = await ddStaffApi.exportApplicants(manageId);
      downloadFile(file.fileUrl, file.fileName);
    } catch (e) {
      notifyError(e);
    } finally {
      setExporting(false);
    }
  };
  const columns: ColumnsType<DdAdminApplicant> = [
    { title: s('applicants.programme'), dataIndex: 'ddProjectName', render: (v: string) => <StaffText>{v}</StaffText> },
    {
      title: s('applicants.student'), key: 'student',
      render: (_, a) => (
        <a href={applicantDetailPath(a.id)} target="_blank" rel="noopener noreferrer" data-testid={`dd-applicant-detail-${a.id}`}>
          <StaffText>{a.studentName}</StaffText> ({a.studentNumber})
        </a>
      ),
    },
    { title: s('applicants.className'), dataIndex: 'className', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: s('applicants.contact'), key: 'contact', render: (_, a) => <Space direction="vertical" size={0}><span>{a.mobile}</span><span>{a.email}</span></Space> },
    { title: s('applicants.submitted'), key: 'submitted', render: (_, a) => formatDateTime(a.submitTime) },
    ...resultFields.map((field) => ({
      title: s(`resultFields.${field}`), key: field,
      render: (_: unknown, a: DdAdminApplicant) => <Tag color={resultColor(a[field])} data-testid={`dd-applicant-${field}-${a.id}`}>{t(resultKey(a[field]))}</Tag>,
    })),
    {
      title: s('applicants.interview'), key: 'interview',
      render: (_, a) => (a.interviewStatus === InterviewStatus.booked && a.interviewStartTime
        ? <span data-testid={`dd-applicant-interview-${a.id}`}>{formatDateTime(a.interviewStartTime)}–{formatTime(a.interviewEndTime)} <StaffText>{a.ddInterviewAdress}</StaffText></span>
        : <Tag data-testid={`dd-applicant-interview-${a.id}`}>{t(interviewStatusKey(a.interviewStatus))}</Tag>),
    },
    {
      title: s('applicants.pdf'), key: 'pdf',
      render: (_, a) => (a.pdfFileUrl ? <a href={a.pdfFileUrl} download data-testid={`dd-applicant-pdf-${a.id}`}>{s('applicants.pdfLink')}</a> : s('applicants.noPdf')),
    },
    {
      title: s('action'), key: 'action',
      render: (_, a) => <Button type="link" onClick={() => setEditing(a)} data-testid={`dd-applicant-results-${a.id}`}>{s('applicants.editResults')}</Button>,
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportZip()} data-testid="dd-applicants-export">{s('applicants.export')}</Button>
      <Table<DdAdminApplicant> rowKey="id" size="middle" columns={columns} dataSource={list.data ?? []} loading={list.isPending} pagination={{ pageSize: 50 }}
        onRow={() => testIdProps('dd-applicant-row')} scroll={{ x: 'max-content' }} />
      {editing && <ResultsDialog key={editing.id} applicant={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
