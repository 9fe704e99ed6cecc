import type { DeliveryLogRow, DeliveryStatus } from '@portal/contracts';
import { Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { formatDateTime } from '../../../shared/date-format.ts';
import { useLanguage } from '../../../shared/language.ts';
import { PagedTable, type PagedColumn } from '../../../shared/paged-table.tsx';
import { ScrollRegion } from '../../../shared/scroll-region.tsx';
import { personText } from '../audit/audit-filter.ts';
import { DeliveryLogFilters } from './delivery-log-filters.tsx';
import { kindLabel } from './notification-kinds.ts';
import { notificationKeys, notificationsApi, useNotificationPreferences, type DeliveryFilter } from './notifications.api.ts';

const statusColours: Record<DeliveryStatus, string> = { sent: 'green', skipped: 'default', pending: 'orange', failed: 'red' };

/**
 * The administrators' delivery log (platform/notifications README 'Delivery log'): one row per
 * event, recipient and channel, newest first, filtered and paged by the server. Anyone else is sent
 * to the 403 page (the server refuses them too); the home tile is the administrators' alone.
 */
export function DeliveryLogPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAdmin) return <Navigate to={`/403?msg=${encodeURIComponent(t('shell.notifications.deliveries.forbidden'))}`} replace />;
  return <DeliveryLog />;
}

function DeliveryLog() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const d = (key: string) => t(`shell.notifications.deliveries.${key}`);
  const kinds = useNotificationPreferences();
  const [filter, setFilter] = useState<DeliveryFilter>({});

  const columns: PagedColumn<DeliveryLogRow>[] = [
    { title: d('columns.at'), key: 'at', width: 150, render: (_, r) => <span className="delivery-at" data-testid="delivery-at">{formatDateTime(r.createdAt)}</span> },
    { title: d('columns.kind'), key: 'kind', width: 180, render: (_, r) => <span data-testid="delivery-kind">{kindLabel(lang, r.kind, kinds.data)}</span> },
    { title: d('columns.event'), key: 'event', render: (_, r) => <code className="delivery-event" data-testid="delivery-event">{r.eventKey}</code> },
    { title: d('columns.recipient'), key: 'recipient', width: 200, render: (_, r) => <span data-testid="delivery-recipient">{personText(lang, r.recipient)}</span> },
    { title: d('columns.channel'), key: 'channel', width: 90, render: (_, r) => <span data-testid="delivery-channel">{d(`channels.${r.channel}`)}</span> },
    {
      title: d('columns.status'), key: 'status', width: 100,
      render: (_, r) => <Tag color={statusColours[r.status]} data-testid="delivery-status">{d(`statuses.${r.status}`)}</Tag>,
    },
    {
      title: d('columns.detail'), key: 'detail', width: 170,
      render: (_, r) => (r.detail ? <span data-testid="delivery-detail">{t(`shell.notifications.deliveries.details.${r.detail}`, { defaultValue: r.detail })}</span> : null),
    },
    { title: d('columns.attempts'), key: 'attempts', width: 90, align: 'right', render: (_, r) => <span data-testid="delivery-attempts">{r.attempts}</span> },
    {
      title: d('columns.lastError'), key: 'lastError', width: 220,
      // The SMTP server's own words, in whatever language it answers; shortened, whole on hover.
      render: (_, r) => (r.lastError ? <Typography.Text ellipsis={{ tooltip: r.lastError }} style={{ maxWidth: 200 }} data-testid="delivery-error">{r.lastError}</Typography.Text> : null),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="delivery-log-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{d('title')}</h1>}>
        <p style={{ marginTop: 0 }}>{d('intro')}</p>
        <DeliveryLogFilters onSearch={setFilter} />
        {/* Rows hold no control, so antd's own sideways scroll could not be reached by keyboard: the region scrolls instead. */}
        <ScrollRegion label={d('title')} maxHeight={null}>
          <PagedTable<DeliveryLogRow>
            // A new search starts again on the first page.
            key={JSON.stringify(filter)}
            queryKey={notificationKeys.deliveries(filter)}
            fetchPage={(r, signal) => notificationsApi.deliveries(filter, r, signal)}
            columns={columns}
            rowKey="id"
            rowTestId={(r) => `delivery-row-${r.id}`}
            defaultPageSize={20}
            scroll={{}}
          />
        </ScrollRegion>
      </Card>
    </div>
  );
}
