import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { formatBytes } from '@portal/contracts';
import type { HomeworkSubmission } from '@portal/contracts';
import { Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../shared/date-format.ts';
import { downloadFile } from '../../../../shared/download-file.ts';
import { notifyError } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { testIdProps } from '../../../../shared/paged-table.tsx';
import { classHomeworkApi, useClassHomework, useHomeworkMutation } from '../class-homework.api.ts';
import { HomeworkDeadlineEditor } from '../components/homework-deadline-editor.tsx';
import { HomeworkStaffOnly, homeworkListPath } from '../components/homework-staff-only.tsx';
import { HomeworkStatusTag, useClassText } from '../components/homework-status.tsx';

/** One class's homework: the deadline, what each enrolled student handed in, and every file as one zip. */
function ClassHomeworkView({ id, admin }: { id: number; admin: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const text = useClassText();
  const homework = useClassHomework(id);
  const zip = useHomeworkMutation(classHomeworkApi.zip);
  const f = (key: string) => t(`teaching.homework.fields.${key}`);

  const download = async () => {
    try {
      const file = await zip.mutateAsync(id);
      downloadFile(file.fileUrl, file.fileName);
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const columns: TableColumnsType<HomeworkSubmission> = [
    { title: f('studentNumber'), dataIndex: 'studentNumber', key: 'studentNumber', width: 140 },
    { title: f('studentName'), key: 'name', width: 150, render: (_, r) => pickText(lang, r.name, r.enName) },
    {
      title: f('file'), key: 'file', render: (_, r) => (r.fileUrl
        ? <a href={r.fileUrl} target="_blank" rel="noopener noreferrer" data-testid="homework-file">{r.fileName}</a>
        : <Tag data-testid="homework-missing">{t('teaching.homework.notHandedIn')}</Tag>),
    },
    { title: f('size'), key: 'size', width: 100, render: (_, r) => (r.fileSize === null ? '-' : formatBytes(r.fileSize)) },
    { title: f('handedInAt'), key: 'handedInAt', width: 160, render: (_, r) => formatDateTime(r.handedInAt, '-') },
    {
      title: f('late'), key: 'late', width: 100, render: (_, r) => {
        if (!r.handedInAt) return '-';
        return r.late ? <Tag color="red" data-testid="homework-late">{t('teaching.homework.late')}</Tag> : <Tag color="green">{t('teaching.homework.onTime')}</Tag>;
      },
    },
  ];
  const h = homework.data;
  const c = h?.startClass;
  return (
    <div className="page-width page-block" data-testid="class-homework-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{c ? `${text.course(c)} · ${text.className(c)}` : t('teaching.homework.title')}</h1>}
        extra={(
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void download()} loading={zip.isPending} disabled={!c?.handedIn} data-testid="homework-zip">
              {t('teaching.homework.downloadAll')}
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(homeworkListPath(admin))}>{t('common.actions.back')}</Button>
          </Space>
        )}>
        {h && c ? (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={f('courseNumber')}>{c.courseNumber}</Descriptions.Item>
              <Descriptions.Item label={f('term')}>{`${text.term(c)} (${formatDate(h.termStartsAt)} ~ ${formatDate(new Date(new Date(h.termEndsAt).getTime() - 1))})`}</Descriptions.Item>
              <Descriptions.Item label={f('teachers')}>{text.teachers(c)}</Descriptions.Item>
              <Descriptions.Item label={f('status')}><HomeworkStatusTag row={c} /></Descriptions.Item>
              <Descriptions.Item label={f('handedIn')}><span data-testid="homework-count">{`${c.handedIn}/${c.enrolled}`}</span></Descriptions.Item>
              <Descriptions.Item label={f('deadline')}><span data-testid="homework-deadline">{formatDateTime(c.homeworkDeadline, '-')}</span></Descriptions.Item>
            </Descriptions>
            <div style={{ marginBottom: 16 }}><HomeworkDeadlineEditor homework={h} /></div>
          </>
        ) : null}
        <Table<HomeworkSubmission> rowKey="studentId" columns={columns} dataSource={h?.submissions ?? []} loading={homework.isPending}
          pagination={{ pageSize: 50, hideOnSinglePage: true }} onRow={() => testIdProps('homework-submission-row')} scroll={{ x: 'max-content' }} />
      </Card>
    </div>
  );
}

export function TeacherClassHomeworkPage() {
  const { id } = useParams();
  return <HomeworkStaffOnly admin={false}><ClassHomeworkView id={Number(id) || 0} admin={false} /></HomeworkStaffOnly>;
}

export function AdminClassHomeworkPage() {
  const { id } = useParams();
  return <HomeworkStaffOnly admin><ClassHomeworkView id={Number(id) || 0} admin /></HomeworkStaffOnly>;
}
