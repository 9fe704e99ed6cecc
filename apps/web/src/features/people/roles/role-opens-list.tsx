import type { RoleSummary } from '@portal/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a role opens, as the server enforces it: the pages whose page rule names the role with the
 * actions it allows there, and the API routes whose access rule names it.
 */
export function RoleOpensList({ role }: { role: RoleSummary }) {
  const { t } = useTranslation();
  const { pages, routes } = role.opens;
  return (
    <div data-testid={`role-opens-${role.role}`}>
      <Typography.Title level={3} style={{ fontSize: 14 }}>{t('people.roles.opens.pages', { count: pages.length })}</Typography.Title>
      {pages.length ? (
        <ul style={{ margin: 0 }}>
          {pages.map((p) => (
            <li key={p.page}>
              <Space wrap size={4}>
                <code>{p.page}</code>
                {p.actions.map((a) => <Tag key={a}>{t(`people.roles.actions.${a}`)}</Tag>)}
              </Space>
            </li>
          ))}
        </ul>
      ) : <Typography.Text type="secondary">{t('people.roles.opens.none')}</Typography.Text>}
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>{t('people.roles.opens.routes', { count: routes.length })}</Typography.Title>
      {routes.length ? (
        <ul style={{ margin: 0, columns: '2 420px' }}>
          {routes.map((r) => (
            <li key={`${r.method} ${r.url}`}><code>{r.method} {r.url}</code> <Typography.Text type="secondary">{t(`people.roles.actions.${r.action}`)}</Typography.Text></li>
          ))}
        </ul>
      ) : <Typography.Text type="secondary">{t('people.roles.opens.none')}</Typography.Text>}
    </div>
  );
}
