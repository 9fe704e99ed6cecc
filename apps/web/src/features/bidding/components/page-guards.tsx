import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { managesBidding } from '../bidding-admin.api.ts';
import { planPaths } from '../bidding-rules.ts';

/**
 * What a bidding page or the registration view shows for a plan id that is malformed, unknown or
 * not the student's (the server's reason has been shown as a message already).
 */
export function PlanNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-width page-block" data-testid="plan-not-found">
      <Card>
        <Empty description={t('bidding.plans.notFound')}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(planPaths.list)}>
            {t('common.actions.back')}
          </Button>
        </Empty>
      </Card>
    </div>
  );
}

/**
 * The console's pages are for course administrators and administrators only (issue #3). The
 * route table is open to every signed-in user, so each console page checks the roles itself and
 * sends anyone else to the 403 page with the reason; the server refuses their calls anyway.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!managesBidding(user)) return <Navigate to={`/403?msg=${encodeURIComponent(t('bidding.admin.forbidden'))}`} replace />;
  return children;
}
