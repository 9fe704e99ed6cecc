import type { AccountChange, SignInRow } from '@portal/contracts';
import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';

/** The i18n key of an audit action: 'people.password-link' → 'passwordLink', 'people.roles.grant' → 'rolesGrant'. */
export const changeKey = (action: string) => action.replace(/^people\./, '').replace(/[.-](\w)/g, (_, c: string) => c.toUpperCase());

/** The latest sign-ins, newest first: when (the school's time), how, from where. */
export function PersonSignIns({ rows }: { rows: SignInRow[] }) {
  const { t } = useTranslation();
  const h = (key: string) => t(`people.person.signIns.${key}`);
  const columns: ColumnsType<SignInRow> = [
    { title: h('at'), key: 'at', width: 170, render: (_, r) => formatDateTime(r.at) },
    { title: h('method'), key: 'method', width: 160, render: (_, r) => t(`people.person.signIns.methods.${r.method}`, { defaultValue: r.method }) },
    { title: h('address'), key: 'address', render: (_, r) => r.address ?? '-' },
  ];
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{h('title')}</h2>} data-testid="person-signins">
      <Table<SignInRow> rowKey={(r) => `${r.at}-${r.method}`} size="small" columns={columns} dataSource={rows} pagination={false}
        locale={{ emptyText: <div className="empty-text">{h('none')}</div> }} onRow={() => testIdProps('person-signin-row')} scroll={{ x: 'max-content' }} />
    </Card>
  );
}

/** The latest changes to the account (the audit trail): when, who (in the current language), what, which fields. */
export function PersonChanges({ rows }: { rows: AccountChange[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const h = (key: string) => t(`people.person.changes.${key}`);
  const field = (f: string) => t(`people.person.fields.${f}`, { defaultValue: f });
  const columns: ColumnsType<AccountChange> = [
    { title: h('at'), key: 'at', width: 170, render: (_, r) => formatDateTime(r.at) },
    {
      title: h('actor'), key: 'actor',
      render: (_, r) => <span data-testid="person-change-actor"><TypedText text={pickText(lang, r.actor.name, r.actor.enName)} /> ({r.actor.username})</span>,
    },
    {
      title: h('action'), key: 'action', width: 160,
      render: (_, r) => <span data-testid="person-change-action">{t(`people.person.changes.actions.${changeKey(r.action)}`, { defaultValue: r.action })}</span>,
    },
    { title: h('fields'), key: 'fields', render: (_, r) => <span data-testid="person-change-fields">{r.fields.length ? r.fields.map(field).join(lang === 'en-US' ? ', ' : '、') : '-'}</span> },
  ];
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{h('title')}</h2>} data-testid="person-changes">
      <Table<AccountChange> rowKey="id" size="small" columns={columns} dataSource={rows} pagination={false}
        locale={{ emptyText: <div className="empty-text">{h('none')}</div> }} onRow={() => testIdProps('person-change-row')} scroll={{ x: 'max-content' }} />
    </Card>
  );
}
