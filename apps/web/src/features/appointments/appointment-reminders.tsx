import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/date-format.ts';
import { notifyError } from '../../shared/feedback.ts';
import { pickText, useLanguage } from '../../shared/language.ts';
import { notificationKeys, notificationsApi, useNotificationMutation } from '../shell/index.ts';

/** The appointment family of the notifications, unread: the banner's bell counts the same ones, and a read mark here lowers it. */
const filter = { kind: 'appointments', unreadOnly: true };

/**
 * The unread appointment notifications (the reminders of the day before, decisions) of the signed-in
 * student or counsellor, above the appointment pages; read ones drop off.
 */
export function AppointmentReminders() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useQuery({ queryKey: notificationKeys.list(filter), queryFn: ({ signal }) => notificationsApi.list(filter, { pageNo: 0, pageSize: 20 }, signal) });
  const read = useNotificationMutation(notificationsApi.read);
  const rows = list.data?.data ?? [];
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
