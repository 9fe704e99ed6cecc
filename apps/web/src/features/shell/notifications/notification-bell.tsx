import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@portal/contracts';
import { Button, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { notificationsApi, useLatestNotifications, useNotificationMutation } from './notifications.api.ts';
import { useOpenNotification } from './use-open-notification.ts';

function LatestList({ rows, onOpen }: { rows: Notification[]; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (rows.length === 0) return <p className="notification-empty">{t('shell.notifications.empty')}</p>;
  return (
    <ul className="notification-latest">
      {rows.map((n) => (
        <li key={n.id}>
          <button type="button" className={n.readAt ? 'notification-item' : 'notification-item unread'} data-testid={`notification-item-${n.id}`} onClick={() => onOpen(n)}>
            <span className="notification-item-title">{pickText(lang, n.title, n.titleEn)}</span>
            <span className="notification-item-time">{formatDateTime(n.createdAt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The bell in the banner: the unread count, and on a click the newest few with 'mark all read' and
 * 'see all'. Loaded after the page (app-banner.tsx), so none of this is on the first paint.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const latest = useLatestNotifications();
  const readAll = useNotificationMutation(notificationsApi.readAll);
  const openOne = useOpenNotification();
  const unread = latest.data?.unread ?? 0;

  const content = (
    <div className="notification-popover" data-testid="notification-popover">
      <LatestList rows={latest.data?.data ?? []} onOpen={(n) => { setOpen(false); openOne(n); }} />
      <Space className="notification-popover-actions">
        <Button size="small" type="link" disabled={unread === 0} loading={readAll.isPending} data-testid="notification-read-all"
          onClick={() => readAll.mutateAsync(undefined).catch((err: unknown) => notifyError(err))}>
          {t('shell.notifications.readAll')}
        </Button>
        <Link to="/notifications" data-testid="notification-see-all" onClick={() => setOpen(false)}>{t('shell.notifications.seeAll')}</Link>
      </Space>
    </div>
  );
  return (
    <Popover content={content} title={t('shell.notifications.latest')} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button type="text" className="banner-link" data-testid="notification-bell"
        aria-label={unread > 0 ? t('shell.notifications.bellCount', { count: unread }) : t('shell.notifications.bell')}>
        <BellOutlined />
        {/* Screen readers hear the count in the button's label; the pill is for the eye, and stays in the page (hidden) at 0. */}
        <span className="notification-count" data-testid="notification-count" hidden={unread === 0} aria-hidden>{unread > 99 ? '99+' : unread}</span>
      </Button>
    </Popover>
  );
}
