import { PlusOutlined } from '@ant-design/icons';
import type { DdAdminInterviewDay } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { ddStaffApi, ddStaffKeys, useDdStaffMutation } from './dd-staff.api.ts';
import { InterviewDayDialog } from './interview-day-dialog.tsx';
import { StaffText } from './staff-text.tsx';

type Slot = DdAdminInterviewDay['slots'][number];

/** One day: its venues and its slots with who booked which; a day with bookings is kept by the server (97114). */
function DayCard({ day }: { day: DdAdminInterviewDay }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`doubleDegree.staff.${key}`);
  const remove = useDdStaffMutation(ddStaffApi.deleteInterviewDay);
  const columns: ColumnsType<Slot> = [
    { title: s('days.slot'), key: 'time', render: (_, x) => `${formatTime(x.interviewStartTime)}–${formatTime(x.interviewEndTime)}` },
    {
      title: s('days.bookedBy'), key: 'booked',
      render: (_, x) => (x.bookedBy
        ? <span><StaffText>{x.bookedBy.studentName}</StaffText> ({x.bookedBy.studentNumber}) · <StaffText>{x.bookedBy.adress}</StaffText></span>
        : <Tag>{s('days.free')}</Tag>),
    },
  ];
  return (
    <Card size="small" data-testid="dd-day-card" title={<h3 style={{ fontSize: 15, margin: 0 }}>{day.day}</h3>}
      extra={(
        <Popconfirm title={s('days.deleteConfirm')} okText={t('common.actions.delete')} cancelText={t('common.actions.cancel')}
          onConfirm={() => remove.mutateAsync(day.id).then(() => notifySuccess(), (e: unknown) => notifyError(e, 'warning'))}>
          <Button type="link" danger data-testid={`dd-day-delete-${day.id}`}>{t('common.actions.delete')}</Button>
        </Popconfirm>
      )}>
      <p>{s('days.venues')}: {day.addresses.map((a) => <Tag key={a.id}><StaffText>{a.adress}</StaffText></Tag>)}</p>
      <Table<Slot> rowKey="id" size="small" columns={columns} dataSource={day.slots} pagination={false} onRow={() => testIdProps('dd-slot-row')} />
    </Card>
  );
}

/** The interview days of one programme of the round, chosen here; add a day, delete an unbooked one. Times are Beijing time. */
export function InterviewDaysTab({ manageId }: { manageId: number }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`doubleDegree.staff.${key}`);
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const projects = useQuery({ queryKey: ddStaffKeys.projects(manageId), queryFn: () => ddStaffApi.projects(manageId) });
  const projectId = projects.data?.some((p) => p.id === chosen) ? chosen : projects.data?.[0]?.id ?? null;
  const days = useQuery({
    queryKey: ddStaffKeys.interviewDays(projectId ?? 0), queryFn: () => ddStaffApi.interviewDays(projectId ?? 0), enabled: projectId !== null,
  });
  if (projects.data && projects.data.length === 0) return <Empty description={s('days.noProgrammes')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select style={{ minWidth: 320 }} value={projectId ?? undefined} onChange={setChosen} loading={projects.isPending}
          aria-label={s('days.programme')} data-testid="dd-day-programme"
          options={(projects.data ?? []).map((p) => ({ value: p.id, label: <StaffText>{p.name}</StaffText> }))} />
        <Button icon={<PlusOutlined />} disabled={projectId === null} onClick={() => setAdding(true)} data-testid="dd-day-new">{s('days.new')}</Button>
      </Space>
      {days.data?.length === 0 && <Empty description={s('days.none')} />}
      {(days.data ?? []).map((d) => <DayCard key={d.id} day={d} />)}
      {adding && projectId !== null && <InterviewDayDialog projectId={projectId} onClose={() => setAdding(false)} />}
    </Space>
  );
}
