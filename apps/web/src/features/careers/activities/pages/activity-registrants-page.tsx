import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import type { RegistrantRow } from '@portal/contracts';
import { Button, Card, Descriptions, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { activitiesApi, activityKeys, useActivityMutation, useAdminActivity } from '../activities.api.ts';
import { ActivityState, SignupStatusTag, useActivityText } from '../components/activity-text.tsx';
import { CareerOfficeOnly } from '../components/career-office-only.tsx';
import { ExcuseDialog } from '../components/excuse-dialog.tsx';

/** One activity's registrants: places and waitlist in queue order, check-in (attended / no-show), excusing a no-show, export (xlsx). */
function ActivityRegistrants({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const text = useActivityText();
  const activity = useAdminActivity(id);
  const checkIn = useActivityMutation(activitiesApi.checkIn);
  const excuse = useActivityMutation(activitiesApi.excuse);
  const [excusing, setExcusing] = useState<RegistrantRow | null>(null);
  const f = (key: string) => t(`careers.activities.fields.${key}`);

  const change = async (row: RegistrantRow, attendance: 1 | 2 | null) => {
    try {
      await checkIn.mutateAsync({ id: row.id, change: { attendance } });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const unexcuse = async (row: RegistrantRow) => {
    if (!(await confirmAsync({ title: t('careers.activities.noShow.confirmUnexcuse'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await excuse.mutateAsync({ id: row.id, excuse: { reason: null } });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const noShowCell = (r: RegistrantRow) => {
    if (!r.noShow) return '-';
    if (r.excuseReason !== null) {
      return (
        <Space size={4} wrap>
          <Tooltip title={`${r.excuseReason} (${r.excusedAt ? formatDateTime(r.excusedAt) : ''})`}><Tag color="green">{t('careers.activities.noShow.excused')}</Tag></Tooltip>
          <Button size="small" type="link" onClick={() => void unexcuse(r)} data-testid="registrant-unexcuse">{t('careers.activities.noShow.unexcuse')}</Button>
        </Space>
      );
    }
    return (
      <Space size={4} wrap>
        <Tag color="red">{t('careers.activities.attendance.2')}</Tag>
        <Button size="small" type="link" onClick={() => setExcusing(r)} data-testid="registrant-excuse">{t('careers.activities.noShow.excuse')}</Button>
      </Space>
    );
  };
  const doExport = async () => {
    try {
      const file = await activitiesApi.exportRegistrants(id);
      window.open(file.fileUrl, '_blank', 'noopener');
    } catch (err) {
      notifyError(err);
    }
  };
  const options = [1, 2].map((v) => ({ value: v, label: t(`careers.activities.attendance.${v}`) }));
  const columns: PagedColumn<RegistrantRow>[] = [
    { title: f('studentNumber'), key: 'studentNumber', width: 130, sorter: true, sortField: 'studentNumber', dataIndex: 'studentNumber' },
    { title: f('studentName'), key: 'studentName', width: 140, render: (_, r) => pickText(lang, r.studentName, r.studentNameEn) },
    { title: f('className'), key: 'className', width: 180, render: (_, r) => pickText(lang, r.className, r.classNameEn) },
    { title: f('status'), key: 'status', width: 120, render: (_, r) => <SignupStatusTag status={r.status} /> },
    { title: f('createTime'), key: 'createTime', width: 150, render: (_, r) => formatDateTime(r.createTime) },
    {
      title: f('attendance'), key: 'attendance', width: 160, render: (_, r) => (r.status === 1 ? (
        <Select size="small" style={{ width: 130 }} allowClear value={r.attendance ?? undefined} options={options} placeholder="-"
          aria-label={f('attendance')} data-testid="registrant-check-in" onChange={(v?: number) => void change(r, v === 1 || v === 2 ? v : null)} />
      ) : '-'),
    },
    { title: t('careers.activities.noShow.column'), key: 'noShow', width: 190, render: (_, r) => noShowCell(r) },
  ];
  const a = activity.data;
  return (
    <div className="page-width page-block" data-testid="activity-registrants-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{a ? text.name(a) : t('careers.activities.admin.registrants')}</h1>}
        extra={(
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void doExport()} data-testid="activity-export">{t('careers.activities.admin.export')}</Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/career/admin/activities')}>{t('common.actions.back')}</Button>
          </Space>
        )}>
        {a ? (
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={f('times')}>{text.times(a).join('; ')}</Descriptions.Item>
            <Descriptions.Item label={f('address')}>{text.address(a)}</Descriptions.Item>
            <Descriptions.Item label={f('places')}>{text.places(a)}</Descriptions.Item>
            <Descriptions.Item label={f('signupWindow')}>{text.window(a)}</Descriptions.Item>
            <Descriptions.Item label={f('survey')}>{text.survey(a)}</Descriptions.Item>
            <Descriptions.Item label={f('state')}><ActivityState row={a} /></Descriptions.Item>
          </Descriptions>
        ) : null}
        <PagedTable<RegistrantRow> queryKey={activityKeys.registrants(id)} fetchPage={(r, signal) => activitiesApi.registrants(id, r, signal)} columns={columns}
          rowKey="id" rowTestId="registrant-row" scroll={{ x: 1100 }} />
      </Card>
      <ExcuseDialog row={excusing} onClose={() => setExcusing(null)} />
    </div>
  );
}

export function ActivityRegistrantsPage() {
  const { id } = useParams();
  return <CareerOfficeOnly><ActivityRegistrants id={Number(id) || 0} /></CareerOfficeOnly>;
}
