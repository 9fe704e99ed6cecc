import { PlusOutlined } from '@ant-design/icons';
import type { RoleHolder, RoleSummary } from '@portal/contracts';
import { Button, Card, Drawer, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable, type PagedColumn } from '../../../shared/paged-table.tsx';
import { GrantDialog } from './grant-dialog.tsx';
import { PersonRolesPanel } from './person-roles-panel.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { BilingualText, numberOf, ScopeTags, StatusTag, useMayChangeRole } from './role-text.tsx';
import { rolesApi, rolesKeys, useRoleChange } from './roles.api.ts';

/** Revoke `role` from one holder: the reason, and a dialog that names both, as the confirmation. */
function RevokeDialog({ role, holder, onClose }: { role: RoleSummary; holder: RoleHolder; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const revoke = useRoleChange('revoke');
  const names = { name: pickText(lang, holder.name, holder.enName), role: pickText(lang, role.name, role.enName) };
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await revoke.mutateAsync({ personId: holder.id, role: role.role, reason });
      notifySuccess(t('people.roles.revoke.done', names));
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    }
  };
  return (
    <ReasonDialog
      title={t('people.roles.revoke.title', names)} intro={t('people.roles.revoke.intro')} okText={t('people.roles.revoke.submit')} danger
      pending={revoke.isPending} reasonTestId="revoke-reason" submitTestId="revoke-submit" onSubmit={submit} onClose={onClose}
    />
  );
}

/** The holders of one role, paged and searched on the server, with their status, scopes and since when. */
export function RoleHolders({ role }: { role: RoleSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const mayGrant = useMayChangeRole('add')(role.role);
  const mayRevoke = useMayChangeRole('delete')(role.role);
  const [queryText, setQueryText] = useState('');
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<RoleHolder | null>(null);
  const [viewing, setViewing] = useState<RoleHolder | null>(null);
  const c = (key: string) => t(`people.roles.columns.${key}`);

  const columns: PagedColumn<RoleHolder>[] = [
    {
      title: c('name'), key: 'name',
      render: (_, h) => (
        <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setViewing(h)} data-testid={`holder-open-${h.username}`}>
          <BilingualText zh={h.name} en={h.enName} />
        </Button>
      ),
    },
    { title: c('number'), key: 'number', width: 130, render: (_, h) => numberOf(h) },
    { title: c('kind'), key: 'kind', width: 90, render: (_, h) => t(`people.roles.kind.${h.kind}`) },
    { title: c('status'), key: 'status', width: 90, render: (_, h) => <StatusTag status={h.status} /> },
    ...(role.scoped ? [{ title: c('scopes'), key: 'scopes', render: (_: unknown, h: RoleHolder) => <ScopeTags scopes={h.scopes} /> }] : []),
    {
      title: c('since'), key: 'since', width: 150,
      render: (_, h) => (h.since ? formatDateTime(h.since) : <Typography.Text type="secondary">{t('people.roles.sinceUnknown')}</Typography.Text>),
    },
    ...(mayRevoke ? [{
      title: t('common.table.actions'), key: 'actions', width: 100,
      render: (_: unknown, h: RoleHolder) => (
        <Button type="link" danger onClick={() => setRevoking(h)} data-testid={`holder-revoke-${h.username}`}>{t('people.roles.revoke.button')}</Button>
      ),
    }] : []),
  ];

  return (
    <Card
      data-testid="role-holders" style={{ marginTop: 16 }}
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('people.roles.holdersOf', { role: pickText(lang, role.name, role.enName) })}</h2>}
      extra={mayGrant ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(true)} data-testid="role-grant">{t('people.roles.grant.button')}</Button> : null}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear placeholder={t('people.roles.searchHolders')} aria-label={t('people.roles.searchHolders')} style={{ maxWidth: 360 }}
          onSearch={(v) => setQueryText(v.trim())} data-testid="role-holders-search"
        />
        <PagedTable<RoleHolder>
          // A new role or search starts again on the first page.
          key={`${role.role} ${queryText}`}
          queryKey={rolesKeys.holders(role.role, queryText)}
          fetchPage={(r, signal) => rolesApi.holders(role.role, queryText, r, signal)}
          columns={columns} rowKey="id" rowTestId={(h) => `holder-row-${h.username}`} scroll={{ x: 900 }}
        />
      </Space>
      {granting ? <GrantDialog role={role} onClose={() => setGranting(false)} /> : null}
      {revoking ? <RevokeDialog role={role} holder={revoking} onClose={() => setRevoking(null)} /> : null}
      {/* Every role of one holder, as their person page shows them. */}
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} size="large" destroyOnHidden data-testid="holder-drawer"
        title={viewing ? t('people.roles.rolesOf', { name: pickText(lang, viewing.name, viewing.enName) }) : ''}>
        {viewing ? <PersonRolesPanel personId={viewing.id} /> : null}
      </Drawer>
    </Card>
  );
}
