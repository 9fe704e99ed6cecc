import { CheckOutlined, MailOutlined } from '@ant-design/icons';
import type { Notification } from '@portal/contracts';
import { Button, Card, Checkbox, Form, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable, type PagedColumn } from '../../../shared/paged-table.tsx';
import { familiesOf, familyLabel, familyOf } from './notification-kinds.ts';
import { notificationKeys, notificationsApi, useNotificationKinds, useNotificationMutation, type NotificationFilter } from './notifications.api.ts';
import { useOpenNotification } from './use-open-notification.ts';

/**
 * Every signed-in user's own notifications, newest first, paged by the server: filtered by kind
 * (the module that sent it) and unread, marked read one by one or all at once, each opening its record.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const n = (key: string) => t(`shell.notifications.${key}`);
  const [filter, setFilter] = useState<NotificationFilter>({});
  const kinds = useNotificationKinds();
  const openOne = useOpenNotification();
  const read = useNotificationMutation(notificationsApi.read);
  const readAll = useNotificationMutation(notificationsApi.readAll);

  const markAll = () => readAll.mutateAsync(undefined).then(() => notifySuccess(), (err: unknown) => notifyError(err));
  const markOne = (id: number) => read.mutateAsync(id).catch((err: unknown) => notifyError(err));

  const columns: PagedColumn<Notification>[] = [
    {
      title: n('columns.title'), key: 'title',
      render: (_, r) => (
        <div>
          <div className={r.readAt ? undefined : 'notification-row-unread'}>{pickText(lang, r.title, r.titleEn)}</div>
          <div className="notification-row-body">{pickText(lang, r.body, r.bodyEn)}</div>
        </div>
      ),
    },
    { title: n('columns.kind'), key: 'kind', width: 150, render: (_, r) => familyLabel(t, familyOf(r.kind)) },
    { title: n('columns.at'), key: 'at', width: 150, render: (_, r) => formatDateTime(r.createdAt) },
    {
      title: n('columns.status'), key: 'status', width: 90,
      render: (_, r) => (r.readAt ? <Tag>{n('status.read')}</Tag> : <Tag color="red">{n('status.unread')}</Tag>),
    },
    {
      title: t('common.table.actions'), key: 'actions', width: 170, fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          {r.link ? <Button type="link" size="small" data-testid={`notification-open-${r.id}`} onClick={() => openOne(r)}>{n('open')}</Button> : null}
          {r.readAt ? null : <Button type="link" size="small" data-testid={`notification-read-${r.id}`} onClick={() => void markOne(r.id)}>{n('markRead')}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="notifications-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{n('title')}</h1>}
        extra={(
          <Space wrap>
            <Link to="/notifications/settings" data-testid="notifications-settings-link"><MailOutlined /> {n('settingsLink')}</Link>
            <Button icon={<CheckOutlined />} loading={readAll.isPending} onClick={() => void markAll()} data-testid="notifications-read-all">{n('readAll')}</Button>
          </Space>
        )}
      >
        <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} name="notification-filters">
          <Form.Item label={n('filters.kind')} htmlFor="notifications-filter-kind">
            <Select id="notifications-filter-kind" allowClear style={{ width: 200 }} placeholder={n('filters.allKinds')} data-testid="notifications-filter-kind"
              value={filter.kind} onChange={(kind: string | undefined) => setFilter((f) => ({ ...f, kind }))}
              options={familiesOf(kinds.data?.kinds ?? []).map((f) => ({ value: f, label: familyLabel(t, f) }))} />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={filter.unreadOnly ?? false} onChange={(e) => setFilter((f) => ({ ...f, unreadOnly: e.target.checked }))} data-testid="notifications-filter-unread">
              {n('filters.unreadOnly')}
            </Checkbox>
          </Form.Item>
        </Form>
        <PagedTable<Notification>
          // A new filter starts again on the first page.
          key={JSON.stringify(filter)}
          queryKey={notificationKeys.list(filter)}
          fetchPage={(r, signal) => notificationsApi.list(filter, r, signal)}
          columns={columns}
          rowKey="id"
          rowTestId={(r) => `notification-row-${r.id}`}
        />
      </Card>
    </div>
  );
}
