import { ReloadOutlined } from '@ant-design/icons';
import { messageText, SubscribeStatus } from '@portal/contracts';
import type { ConsultTypeKey, HistoryRow } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { formatDateTime, formatTime } from '../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { messageLang, pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { appointmentKeys, appointmentsApi, studentTypeOf, useAppointmentMutation } from '../appointments.api.ts';
import type { DrawerTarget } from './order-drawer.tsx';

const statusColours: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red', 3: 'default' };

/** 2026-05-01 09:30~10:30, Beijing time. */
export const slotText = (begin: string, end: string) => `${formatDateTime(begin)}~${formatTime(end)}`;

/**
 * History (BOOK-U04, U05, S02): the student's bookings with status 0–3, the view link, the edit
 * (the server's edit check decides; 'false' reads BOOK-M01) and the cancel until 24 hours before.
 */
export function HistoryTable({ onEdit }: { onEdit: (target: DrawerTarget) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const client = useQueryClient();
  const cancel = useAppointmentMutation(appointmentsApi.cancel);
  const h = (key: string) => t(`appointments.student.history.${key}`);
  const col = (key: string) => h(`columns.${key}`);

  const edit = async (r: HistoryRow) => {
    try {
      const data = await appointmentsApi.editCheck(r.vdSubscribeId, studentTypeOf(user));
      if (data === false) {
        notifyMessage('warning', messageText('5013', messageLang()) ?? '');
        return;
      }
      const typeKey: ConsultTypeKey = data.queryVDSubscribeDetail.interviewConsultTypeKey === 2 ? 2 : 1;
      onEdit({ typeKey, editing: data.queryVDSubscribeDetail });
    } catch (err) {
      notifyError(err, 'info');
    }
  };

  const doCancel = async (r: HistoryRow) => {
    if (!(await confirmAsync({ title: h('confirmCancel'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await cancel.mutateAsync(r.vdSubscribeId);
      notifySuccess();
    } catch (err) {
      notifyError(err, 'info');
    }
  };

  const columns: PagedColumn<HistoryRow>[] = [
    { title: col('index'), key: 'index', width: 70, render: (_, _r, i) => i + 1 },
    { title: col('type'), key: 'type', render: (_, r) => pickText(lang, r.interviewConsultTypeDes, r.interviewConsultTypeDesEN) },
    { title: col('interflow'), key: 'interflow', render: (_, r) => pickText(lang, r.interviewConsultInterflowTypeDes, r.interviewConsultInterflowTypeDesEN) },
    { title: col('counsellor'), key: 'counsellor', render: (_, r) => pickText(lang, r.vdCounselorName, r.vdCounselorNameEn) },
    {
      title: col('time'), key: 'time', width: 190,
      render: (_, r) => <span data-testid="history-time">{slotText(r.vdvdInterviewConsultTimesDetailBeginTime, r.vdvdInterviewConsultTimesDetailEndTime)}</span>,
    },
    { title: col('address'), key: 'address', render: (_, r) => pickText(lang, r.address, r.addressEn) },
    {
      title: col('status'), key: 'status', width: 100,
      render: (_, r) => <Tag color={statusColours[r.subscribeStatus]} data-testid="history-status">{t(`appointments.student.status.${r.subscribeStatus}`)}</Tag>,
    },
    {
      title: col('actions'), key: 'actions', width: 200, fixed: 'right', render: (_, r) => (
        <Space size={0}>
          <Link to={`/appointment/question-info/${r.vdSubscribeId}?type=${r.interviewConsultTypeKey}`} data-testid="history-view">{h('view')}</Link>
          <Button type="link" size="small" disabled={r.subscribeStatus !== SubscribeStatus.toReview}
            onClick={() => void edit(r)} data-testid="history-edit">{t('common.actions.edit')}</Button>
          {r.canCancel ? <Button type="link" size="small" danger onClick={() => void doCancel(r)} data-testid="history-cancel">{h('cancel')}</Button> : null}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: appointmentKeys.history() })} data-testid="history-refresh">
        {h('refresh')}
      </Button>
      <PagedTable<HistoryRow> queryKey={appointmentKeys.history()} fetchPage={(request, signal) => appointmentsApi.history(request, user.id, signal)}
        columns={columns} rowKey="vdSubscribeId" rowTestId="history-row" scroll={{ x: 1000 }} />
    </Space>
  );
}
