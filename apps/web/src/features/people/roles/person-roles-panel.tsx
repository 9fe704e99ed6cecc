import { PlusOutlined } from '@ant-design/icons';
import { roleNames, type PersonRole } from '@portal/contracts';
import { Button, Card, Empty, Form, List, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { useLanguage } from '../../../shared/language.ts';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { ROLES_PAGE, roleName, ScopeTags, useMayChangeRole } from './role-text.tsx';
import { usePersonRoles, useRoleChange } from './roles.api.ts';

/** A change answered true when made, so its dialog closes; a refusal shows its message and keeps the dialog. */
function useChange(kind: 'grant' | 'revoke', personId: number) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const change = useRoleChange(kind);
  const run = async (role: string, reason: string) => {
    try {
      await change.mutateAsync({ personId, role, reason });
      notifySuccess(t(`people.roles.person.${kind}Done`, { role: roleName(lang, role) }));
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    }
  };
  return { run, pending: change.isPending };
}

function GrantRoleDialog({ personId, held, onClose }: { personId: number; held: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const mayGrant = useMayChangeRole('add');
  const grant = useChange('grant', personId);
  const label = t('people.roles.person.role');
  const offered = roleNames.filter((r) => !held.includes(r) && mayGrant(r));
  return (
    <ReasonDialog<{ role: string }>
      title={t('people.roles.person.grantTitle')} okText={t('people.roles.grant.submit')} pending={grant.pending}
      reasonTestId="person-grant-reason" submitTestId="person-grant-submit" onClose={onClose}
      onSubmit={(v) => grant.run(v.role, v.reason)}
    >
      <Form.Item name="role" label={label} rules={[{ required: true, message: t('people.roles.person.roleRequired') }]} required>
        <Select data-testid="person-grant-role" aria-label={label} options={offered.map((r) => ({ value: r, label: roleName(lang, r) }))} />
      </Form.Item>
    </ReasonDialog>
  );
}

function RevokeRoleDialog({ personId, role, onClose }: { personId: number; role: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const revoke = useChange('revoke', personId);
  return (
    <ReasonDialog
      title={t('people.roles.person.revokeTitle', { role: roleName(lang, role) })} intro={t('people.roles.revoke.intro')} danger
      okText={t('people.roles.revoke.submit')} pending={revoke.pending} reasonTestId="person-revoke-reason" submitTestId="person-revoke-submit"
      onClose={onClose} onSubmit={(v) => revoke.run(role, v.reason)}
    />
  );
}

/**
 * One person's roles for their page: each role with its scopes and since when, a grant (a role and
 * a reason) and a revoke per role (a reason). Shown to who may use the roles page; the
 * administrator flag and people.admin change only by an administrator (server README 'Who grants').
 */
export function PersonRolesPanel({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const allowed = usePermission('query', ROLES_PAGE);
  const mayGrant = usePermission('add', ROLES_PAGE);
  const mayRevoke = useMayChangeRole('delete');
  const roles = usePersonRoles(personId, allowed);
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  if (!allowed) return null;
  const held = roles.data?.roles ?? [];

  const item = (r: PersonRole) => (
    <List.Item
      data-testid={`person-role-${r.role}`}
      actions={mayRevoke(r.role) ? [
        <Button key="revoke" type="link" danger onClick={() => setRevoking(r.role)} data-testid={`person-role-revoke-${r.role}`}>{t('people.roles.revoke.button')}</Button>,
      ] : []}
    >
      <List.Item.Meta
        title={roleName(lang, r.role)}
        description={(
          <Space direction="vertical" size={2}>
            {r.scopes.length ? <span><ScopeTags scopes={r.scopes} /></span> : null}
            <Typography.Text type="secondary">{r.since ? t('people.roles.person.since', { at: formatDateTime(r.since) }) : t('people.roles.sinceUnknown')}</Typography.Text>
          </Space>
        )}
      />
    </List.Item>
  );

  return (
    <Card
      size="small" data-testid="person-roles" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('people.roles.person.title')}</h2>}
      extra={mayGrant ? <Button icon={<PlusOutlined />} onClick={() => setGranting(true)} data-testid="person-role-grant">{t('people.roles.grant.button')}</Button> : null}
    >
      <List<PersonRole>
        loading={roles.isPending} dataSource={held} renderItem={item} rowKey="role"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('people.roles.person.none')} /> }}
      />
      {granting ? <GrantRoleDialog personId={personId} held={held.map((r) => r.role)} onClose={() => setGranting(false)} /> : null}
      {revoking ? <RevokeRoleDialog personId={personId} role={revoking} onClose={() => setRevoking(null)} /> : null}
    </Card>
  );
}
