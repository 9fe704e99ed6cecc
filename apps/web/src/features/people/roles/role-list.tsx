import type { RoleSummary } from '@portal/contracts';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { RoleOpensList } from './role-opens-list.tsx';

/**
 * Every role: its name and description in the language shown, how many hold it, and, expanded,
 * what it opens. Choosing a role shows its holders below.
 */
export function RoleList({ roles, loading, chosen, onChoose }: {
  roles: RoleSummary[]; loading: boolean; chosen: string | null; onChoose: (role: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns: ColumnsType<RoleSummary> = [
    {
      title: t('people.roles.columns.role'), key: 'name', width: 220,
      render: (_, r) => (
        <>
          <strong>{pickText(lang, r.name, r.enName)}</strong> <code style={{ fontSize: 12 }}>{r.role}</code>
          {r.adminOnly ? <div><Tag color="gold">{t('people.roles.adminOnly')}</Tag></div> : null}
        </>
      ),
    },
    { title: t('people.roles.columns.description'), key: 'description', render: (_, r) => pickText(lang, r.description, r.enDescription) },
    { title: t('people.roles.columns.holders'), key: 'holders', width: 90, align: 'right', render: (_, r) => <span data-testid={`role-count-${r.role}`}>{r.holders}</span> },
    {
      title: t('common.table.actions'), key: 'actions', width: 130,
      render: (_, r) => (
        <Button type={chosen === r.role ? 'primary' : 'default'} size="small" onClick={() => onChoose(r.role)} data-testid={`role-choose-${r.role}`}
          aria-pressed={chosen === r.role}>
          {t('people.roles.showHolders')}
        </Button>
      ),
    },
  ];
  return (
    <Table<RoleSummary>
      rowKey="role" size="small" columns={columns} dataSource={roles} loading={loading} pagination={false}
      onRow={(r) => testIdProps(`role-row-${r.role}`)}
      expandable={{ expandedRowRender: (r) => <RoleOpensList role={r} /> }}
      scroll={{ x: 760 }}
    />
  );
}
