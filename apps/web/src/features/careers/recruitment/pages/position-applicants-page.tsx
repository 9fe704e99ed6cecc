import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import type { ApplicantRow, ApplicationStatus } from '@portal/contracts';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { applicationsApi, useApplicants, useApplicationMutation } from '../applications.api.ts';
import { CareerStaffOnly } from '../components/career-staff-only.tsx';
import { openFile, useAdminPosition } from '../recruitment.api.ts';

/** The career office's applicants of one posting: the resume, the note, the status moves the server allows, the export. */
function ApplicantsList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const positionId = Number.isInteger(id) ? id : 0;
  const position = useAdminPosition(positionId);
  const list = useApplicants(positionId);
  const move = useApplicationMutation(applicationsApi.move);
  const exporting = useApplicationMutation(applicationsApi.exportApplicants);
  const f = (key: string) => t(`careers.recruitment.applicants.${key}`);
  const status = (s: ApplicationStatus) => t(`careers.recruitment.applicationStatus.${s}`);
  const en = i18n.language.startsWith('en');

  const run = async (row: ApplicantRow, to: ApplicationStatus) => {
    try {
      await move.mutateAsync({ id: row.id, status: to });
      notifySuccess(f('moved'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const doExport = async () => {
    try {
      openFile((await exporting.mutateAsync(positionId)).fileUrl);
    } catch (err) {
      notifyError(err);
    }
  };

  const columns: TableColumnsType<ApplicantRow> = [
    { title: f('studentNumber'), key: 'studentNumber', dataIndex: 'studentNumber', width: 120 },
    { title: f('student'), key: 'student', render: (_, r) => <TypedText text={en ? r.studentNameEn : r.studentName} /> },
    { title: f('className'), key: 'className', dataIndex: 'className', width: 140 },
    { title: f('resume'), key: 'resume', width: 160, render: (_, r) => (r.resumeUrl
      ? <a href={r.resumeUrl} target="_blank" rel="noopener noreferrer">{t(`careers.recruitment.resumeKind.${r.resumeKind}`)}</a>
      : <span>{f('noFile')}</span>) },
    { title: t('careers.recruitment.applications.note'), key: 'note', dataIndex: 'note', ellipsis: true },
    { title: t('careers.recruitment.applications.applied'), key: 'applied', width: 150, render: (_, r) => formatDateTime(r.createdAt) },
    { title: t('careers.recruitment.applications.status'), key: 'status', width: 140, render: (_, r) => <Tag color="blue" data-testid="applicant-status">{status(r.status)}</Tag> },
    {
      title: f('moveTo'), key: 'moves', width: 260, render: (_, r) => (
        <Space size={0} wrap>
          {r.moves.map((to) => (
            <Button key={to} size="small" type="link" danger={to === 'declined'} onClick={() => void run(r, to)} data-testid={`applicant-move-${to}`}>{status(to)}</Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="position-applicants-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('careers.recruitment.applicants.title')} <TypedText text={position.data?.name} empty="" /></h1>}
        extra={(
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => void doExport()} data-testid="applicants-export">{f('export')}</Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/career/admin/positions')}>{t('common.actions.back')}</Button>
          </Space>
        )}>
        {list.isError ? <Alert type="error" showIcon title={t('careers.recruitment.loadFailed')} /> : null}
        <Table<ApplicantRow> rowKey="id" loading={list.isLoading} dataSource={list.data ?? []} columns={columns} pagination={{ pageSize: 20 }} scroll={{ x: 1200 }}
          locale={{ emptyText: list.isPending ? <span /> : <div className="empty-text">{f('empty')}</div> }} />
      </Card>
    </div>
  );
}

export function PositionApplicantsPage() {
  return <CareerStaffOnly><ApplicantsList /></CareerStaffOnly>;
}
