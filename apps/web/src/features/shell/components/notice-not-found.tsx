import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the notice detail and editor show for an id that does not exist or is not visible. */
export function NoticeNotFound() {
  const { t } = useTranslation();
  return (
    <div className="page-width page-block">
      <Card>
        <Empty description={t('shell.notices.notFound')} />
      </Card>
    </div>
  );
}
