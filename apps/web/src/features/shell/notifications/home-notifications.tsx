import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { Panel } from '../../../shared/panel.tsx';
import { useUnreadNotifications } from './notifications.api.ts';
import { useOpenNotification } from './use-open-notification.ts';

/**
 * Home's card of the newest unread notifications of any kind; with none unread it is not there,
 * and the page looks as it always did. Each opens its record and counts as read.
 */
export function HomeNotifications() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const unread = useUnreadNotifications();
  const openOne = useOpenNotification();
  const rows = unread.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Panel
      data-testid="home-notifications"
      title={t('shell.notifications.unreadHome')}
      className="home-card home-notifications"
      extra={<Link to="/notifications" data-testid="home-notifications-more">{t('common.actions.more')} <RightOutlined /></Link>}
    >
      <ul className="bulletin-list">
        {rows.map((n) => (
          <li key={n.id} className="bulletin-item" data-testid={`home-notification-${n.id}`}>
            <Link to={n.link ?? '/notifications'} onClick={(e) => { e.preventDefault(); openOne(n); }}>
              {pickText(lang, n.title, n.titleEn)}
            </Link>
            <span className="bulletin-date">{formatDateTime(n.createdAt)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
