import { ArrowLeftOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { LectureSignupRow, LectureSignupUpdate, LectureWaitlistRow } from '@portal/contracts';
import { Button, Card, Descriptions, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifyMessage, notifySuccess } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { LectureStaffOnly } from '../components/lecture-staff-only.tsx';
import { LectureStatusTag, useLectureText } from '../components/lecture-status.tsx';
import { lectureKeys, lecturesApi, useAdminLecture, useLectureMutation } from '../lectures.api.ts';

/** The lecture's waitlist in line order (read-only: the server gives freed seats to position 1). */
function LectureWaitlist({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const f = (key: string) => t(`teaching.lectures.fields.${key}`);
  const columns: PagedColumn<LectureWaitlistRow>[] = [
    { title: f('position'), key: 'position', width: 90, dataIndex: 'position' },
    { title: f('studentNumber'), key: 'studentNumber', width: 130, dataIndex: 'studentNumber' },
    { title: f('studentName'), key: 'studentName', width: 140, render: (_, r) => pickText(lang, r.studentName, r.studentNameEn) },
    { title: f('className'), key: 'className', width: 160, render: (_, r) => pickText(lang, r.className, r.classNameEn) },
    { title: f('queuedAt'), key: 'queuedAt', width: 160, render: (_, r) => formatDateTime(r.queuedAt) },
  ];
  return (
    <div data-testid="lecture-waitlist" style={{ marginTop: 24 }}>
      <h2 style={{ fontSize: 16 }}>{t('teaching.lectures.admin.waitlist')}</h2>
      <Typography.Paragraph type="secondary">{t('teaching.lectures.admin.waitlistHint')}</Typography.Paragraph>
      <PagedTable<LectureWaitlistRow> queryKey={lectureKeys.waitlist(id)} fetchPage={(r, signal) => lecturesApi.waitlist(id, r, signal)} columns={columns}
        rowKey="id" rowTestId="lecture-waitlist-row" scroll={{ x: 700 }} />
    </div>
  );
}

/**
 * One lecture's sign-ups: record clock-in and achievement, collect homework, export (xlsx);
 * teaching.admin removes a sign-up without records (its seat goes to the waitlist). Then the waitlist.
 */
function LectureSignups({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const text = useLectureText();
  const lecture = useAdminLecture(id);
  const update = useLectureMutation(lecturesApi.updateSignup);
  const collect = useLectureMutation(lecturesApi.collect);
  const removeSignup = useLectureMutation(lecturesApi.removeSignup);
  const f = (key: string) => t(`teaching.lectures.fields.${key}`);

  const change = async (row: LectureSignupRow, v: LectureSignupUpdate) => {
    try {
      await update.mutateAsync({ id: row.id, change: v });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const doRemove = async (row: LectureSignupRow) => {
    if (!(await confirmAsync({ title: t('teaching.lectures.admin.confirmRemoveSignup'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await removeSignup.mutateAsync(row.id);
      notifySuccess(t('teaching.lectures.admin.removed'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const doCollect = async () => {
    try {
      const { collected } = await collect.mutateAsync(id);
      notifyMessage('success', t('teaching.lectures.admin.collected', { count: collected }));
    } catch (err) {
      notifyError(err);
    }
  };
  const doExport = async () => {
    try {
      const file = await lecturesApi.exportSignups(id);
      window.open(file.fileUrl, '_blank', 'noopener');
    } catch (err) {
      notifyError(err);
    }
  };
  const clockOptions = [1, 2].map((v) => ({ value: v, label: t(`teaching.lectures.clockIn.${v}`) }));
  const achievementOptions = [1, 0].map((v) => ({ value: v, label: t(`teaching.lectures.achievement.${v}`) }));
  const columns: PagedColumn<LectureSignupRow>[] = [
    { title: f('studentNumber'), key: 'studentNumber', width: 130, sorter: true, sortField: 'studentNumber', dataIndex: 'studentNumber' },
    { title: f('studentName'), key: 'studentName', width: 140, render: (_, r) => pickText(lang, r.studentName, r.studentNameEn) },
    { title: f('signedAt'), key: 'signedAt', width: 150, sorter: true, sortField: 'signedAt', render: (_, r) => formatDateTime(r.signedAt) },
    {
      title: f('clockIn'), key: 'clockingInStatus', width: 150, render: (_, r) => (
        <Select size="small" style={{ width: 130 }} allowClear value={r.clockingInStatus ?? undefined} options={clockOptions} placeholder="-"
          aria-label={f('clockIn')} data-testid="signup-clock-in" onChange={(v?: number) => void change(r, { clockingInStatus: v === 1 || v === 2 ? v : null })} />
      ),
    },
    {
      title: f('achievement'), key: 'achievementStatus', width: 150, render: (_, r) => (
        <Select size="small" style={{ width: 130 }} allowClear value={r.achievementStatus ?? undefined} options={achievementOptions} placeholder="-"
          aria-label={f('achievement')} data-testid="signup-achievement" onChange={(v?: number) => void change(r, { achievementStatus: v === 0 || v === 1 ? v : null })} />
      ),
    },
    {
      title: f('homework'), key: 'homework', render: (_, r) => (r.homeWorkFileUrl
        ? <a href={r.homeWorkFileUrl} target="_blank" rel="noopener noreferrer">{r.homeWorkFileName}</a>
        : '-'),
    },
    { title: f('handedIn'), key: 'homeWorkAt', width: 150, render: (_, r) => formatDateTime(r.homeWorkAt, '-') },
  ];
  const l = lecture.data;
  // The server refuses a sign-up with records (93234) or of a lecture over (93233); the button says so first.
  const removable = (r: LectureSignupRow) => r.clockingInStatus === null && r.achievementStatus === null && r.homeWorkFileName === null && l?.status !== 3;
  if (l?.canEdit) {
    columns.push({
      title: f('actions'), key: 'actions', width: 90, fixed: 'right', render: (_, r) => (
        <Button size="small" type="link" danger disabled={!removable(r)} onClick={() => void doRemove(r)} data-testid="lecture-signup-remove">
          {t('teaching.lectures.admin.removeSignup')}
        </Button>
      ),
    });
  }
  return (
    <div className="page-width page-block" data-testid="lecture-signups-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{l ? text.subject(l) : t('teaching.lectures.admin.signups')}</h1>}
        extra={(
          <Space wrap>
            <Button icon={<InboxOutlined />} onClick={() => void doCollect()} loading={collect.isPending} data-testid="lecture-collect">{t('teaching.lectures.admin.collect')}</Button>
            <Button icon={<DownloadOutlined />} onClick={() => void doExport()} data-testid="lecture-export">{t('teaching.lectures.admin.export')}</Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/education/lecture/admin')}>{t('common.actions.back')}</Button>
          </Space>
        )}>
        {l ? (
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={f('time')}>{text.when(l)}</Descriptions.Item>
            <Descriptions.Item label={f('teachers')}>{text.teachers(l)}</Descriptions.Item>
            <Descriptions.Item label={f('seats')}>{`${l.signUpCount}/${l.capacity}`}</Descriptions.Item>
            <Descriptions.Item label={f('waitlist')}><span data-testid="lecture-waiting-count">{t('teaching.lectures.waitingCount', { count: l.waitingCount })}</span></Descriptions.Item>
            <Descriptions.Item label={f('homeworkDeadline')}>{formatDateTime(l.homeWorkDeadline, '-')}</Descriptions.Item>
            <Descriptions.Item label={f('status')}><LectureStatusTag status={l.status} /></Descriptions.Item>
          </Descriptions>
        ) : null}
        <PagedTable<LectureSignupRow> queryKey={lectureKeys.signups(id)} fetchPage={(r, signal) => lecturesApi.signups(id, r, signal)} columns={columns}
          rowKey="id" rowTestId="lecture-signup-row" scroll={{ x: 1000 }} />
        <LectureWaitlist id={id} />
      </Card>
    </div>
  );
}

export function LectureSignupsPage() {
  const { id } = useParams();
  return <LectureStaffOnly><LectureSignups id={Number(id) || 0} /></LectureStaffOnly>;
}
