import { NotificationOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExitSimulation, useGlobalNotice } from '../features/shell/index.ts';
import { useCurrentUser } from '../shared/current-user.tsx';
import { formatDateTime } from '../shared/date-format.ts';
import { notifyError } from '../shared/feedback.ts';
import { pickText, useLanguage } from '../shared/language.ts';

/** The global alert (selection.md §2.2): the current notice's title and its start–end range. */
export function GlobalNoticeAlert() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const notice = useGlobalNotice();
  const data = notice.data;
  if (!data) return null;
  return (
    <div className="page-width layout-alert">
      <Alert
        type="info"
        showIcon
        icon={<NotificationOutlined />}
        data-testid="global-notice"
        title={
          <span>
            <Link to={`/news/details/${data.id}`}>{pickText(lang, data.title, data.enTitle)}</Link>
            <span className="layout-alert-range">
              {t('shell.alert.range', { start: formatDateTime(data.startTime), end: formatDateTime(data.endTime) })}
            </span>
          </span>
        }
        closable
      />
    </div>
  );
}

/**
 * While an administrator acts as someone else every page says so, with the way back, because
 * each write in that state is recorded against both of them.
 */
export function SimulationBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const exit = useExitSimulation();
  const lang = useLanguage();
  if (!user.virtualBy) return null;
  return (
    <div className="page-width layout-alert">
      <Alert
        type="warning"
        showIcon
        icon={<SwapOutlined />}
        data-testid="simulation-banner"
        title={t('shell.simulator.banner', { admin: pickText(lang, user.virtualBy.name, user.virtualBy.enName), user: pickText(lang, user.name, user.enName) })}
        action={
          <Button
            size="small"
            danger
            data-testid="simulation-exit"
            loading={exit.isPending}
            onClick={() => exit.mutate(undefined, { onError: (e) => notifyError(e) })}
          >
            {t('shell.simulator.exit')}
          </Button>
        }
      />
    </div>
  );
}
