import '../meals-i18n.ts';
import '../meals.css';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { DailyCounts } from './daily-counts.tsx';
import { MenuList } from './menu-list.tsx';

/**
 * The canteen's console (role canteen.admin, administrators pass): menus and the daily counts. The
 * route table is open to every signed-in user, so the page checks the page rule the server sends;
 * the server refuses the calls anyway.
 */
export function CanteenPage() {
  const { t } = useTranslation();
  const allowed = usePermission('add', '/admin/meals');
  if (!allowed) return <Navigate to={`/403?msg=${encodeURIComponent(t('meals.canteen.forbidden'))}`} replace />;
  return (
    <div className="page-width page-block" data-testid="canteen-page">
      <Card title={<h1 className="meal-title">{t('meals.canteen.title')}</h1>}>
        <Tabs data-testid="canteen-tabs" items={[
          { key: 'menus', label: t('meals.canteen.menus'), children: <MenuList /> },
          { key: 'counts', label: t('meals.canteen.counts'), children: <DailyCounts /> },
        ]} />
      </Card>
    </div>
  );
}
