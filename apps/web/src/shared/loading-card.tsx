import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown while the user is being verified and while a page chunk loads (selection.md §2.2), so the
 * layout never flashes content of a user who is not known yet.
 */
export function LoadingCard({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-width" style={{ padding: '48px 0' }} data-testid="loading-card">
      <Card title={label ?? t('common.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    </div>
  );
}
