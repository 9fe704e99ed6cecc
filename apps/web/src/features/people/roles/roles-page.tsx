import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { RoleHolders } from './role-holders.tsx';
import { RoleList } from './role-list.tsx';
import { ROLES_PAGE } from './role-text.tsx';
import { useRoles } from './roles.api.ts';

/**
 * /admin/people/roles: every role with what it opens and how many hold it; for the chosen role
 * (kept in the address, `?role=`), its holders, grant and revoke (server README 'Roles').
 */
export function RolesPage() {
  const { t } = useTranslation();
  const allowed = usePermission('query', ROLES_PAGE);
  const roles = useRoles(allowed);
  const [params, setParams] = useSearchParams();
  if (!allowed) return <Navigate to="/403" replace />;
  const chosen = roles.data?.find((r) => r.role === params.get('role')) ?? null;
  return (
    <div className="page-width page-block" data-testid="roles-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('people.roles.title')}</h1>}>
        <p style={{ marginTop: 0 }}>{t('people.roles.intro')}</p>
        <RoleList roles={roles.data ?? []} loading={roles.isPending} chosen={chosen?.role ?? null} onChoose={(role) => setParams({ role }, { replace: true })} />
      </Card>
      {chosen ? <RoleHolders role={chosen} /> : <Card style={{ marginTop: 16 }}><Empty description={t('people.roles.chooseRole')} /></Card>}
    </div>
  );
}
