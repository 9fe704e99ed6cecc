import { BellOutlined } from '@ant-design/icons';
import { notificationPageSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../shared/date-format.ts';
import { notifyError } from '../../shared/feedback.ts';
import { http } from '../../shared/http-client.ts';
import { pickText, useLanguage } from '../../shared/language.ts';
import { appointmentKeys, useAppointmentMutation } from './appointments.api.ts';

const remindersApi = {
  unread: () => http.get('/notifications', notificationPageSchema, { query: { unreadOnly: 'true', pageNo: 0, pageSize: 20 } }),
  read: (id: number) => http.post(`/notifications/${id}/read`, z.unknown()),
};

/**
 * The unread appointment notifications (the reminders of the day before, decisions) of the signed-in
 * student or counsellor, above the appointment pages; read ones drop off.
 */
export function AppointmentReminders() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useQuery({ queryKey: [...appointmentKeys.all, 'reminders'], queryFn: remindersApi.unread });
  const read = useAppointmentMutation(remindersApi.read);
  const rows = (list.data?.data ?? []).filter((n) => n.kind.startsWith('appointment'));
  if (rows.length === 0) return null;
  return (
    <Card size="small" style={{ marginBottom: 16 }} title={<span><BellOutlined /> {t('appointments.student.reminders')}</span>} data-testid="appointment-reminders">
      <List size="small" dataSource={rows} renderItem={(n) => (
        <List.Item data-testid="appointment-reminder" actions={[
          <Button key="read" type="link" size="small" onClick={() => read.mutateAsync(n.id).catch((err: unknown) => notifyError(err))}>{t('appointments.student.markRead')}</Button>,
        ]}>
          <List.Item.Meta
            title={n.link ? <Link to={n.link}>{pickText(lang, n.title, n.titleEn)}</Link> : pickText(lang, n.title, n.titleEn)}
            description={`${formatDateTime(n.createdAt)} · ${pickText(lang, n.body, n.bodyEn)}`}
          />
        </List.Item>
      )} />
    </Card>
  );
}
