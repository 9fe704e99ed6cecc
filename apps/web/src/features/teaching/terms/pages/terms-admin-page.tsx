import { PlusOutlined } from '@ant-design/icons';
import { Role } from '@portal/contracts';
import type { TermRow } from '@portal/contracts';
import { Button, Card, Empty, Space, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { TermFormDrawer } from '../components/term-form-drawer.tsx';
import { termsApi, useAdminTerms, useTermMutation } from '../terms.api.ts';

/** /admin/teaching/terms: the school calendar by school year; teaching.admin creates, edits and deletes terms and their holidays. */
function TermsAdmin() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const terms = useAdminTerms();
  const remove = useTermMutation(termsApi.remove);
  const [editing, setEditing] = useState<{ term: TermRow | null; year: number } | null>(null);
  const f = (key: string) => t(`teaching.terms.fields.${key}`);
  const years = useMemo(() => [...new Set((terms.data ?? []).map((r) => r.schoolYear))], [terms.data]);
  const thisYear = new Date().getMonth() >= 8 ? new Date().getFullYear() : new Date().getFullYear() - 1;

  const del = async (r: TermRow) => {
    if (!(await confirmAsync({ title: t('teaching.terms.confirmDelete', { name: pickText(lang, r.name, r.nameEn) }), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync({ schoolYear: r.schoolYear, term: r.term });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const columns: ColumnsType<TermRow> = [
    { title: f('term'), key: 'term', width: 120, render: (_, r) => t(`teaching.terms.codes.${r.term}`) },
    { title: f('name'), key: 'name', render: (_, r) => pickText(lang, r.name, r.nameEn) },
    { title: f('firstDay'), key: 'firstDay', dataIndex: 'firstDay', width: 120 },
    { title: f('weekZero'), key: 'weekZero', dataIndex: 'weekZero', width: 120 },
    { title: f('weeks'), key: 'weeks', dataIndex: 'weeks', width: 80 },
    { title: f('lastDay'), key: 'lastDay', dataIndex: 'lastDay', width: 120 },
    { title: f('holidays'), key: 'holidays', width: 90, render: (_, r) => (r.holidays.length ? <Tag color="red">{r.holidays.length}</Tag> : '—') },
    { title: f('classes'), key: 'classCount', dataIndex: 'classCount', width: 80 },
    {
      title: f('actions'), key: 'actions', width: 140, fixed: 'right', render: (_, r) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setEditing({ term: r, year: r.schoolYear })} data-testid="term-edit">{t('common.actions.edit')}</Button>
          {r.canDelete ? <Button size="small" type="link" danger onClick={() => void del(r)} data-testid="term-delete">{t('common.actions.delete')}</Button> : null}
        </Space>
      ),
    },
  ];
  return (
    <div className="page-width page-block" data-testid="terms-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.terms.title')}</h1>}
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ term: null, year: years[0] ?? thisYear })} data-testid="terms-create">{t('teaching.terms.create')}</Button>}>
        {terms.isPending ? <Spin /> : years.length === 0 ? <Empty description={t('teaching.terms.empty')} /> : (
          <Space direction="vertical" style={{ width: '100%' }} size="large">
            {years.map((y) => (
              <section key={y} data-testid="terms-year" aria-label={t('teaching.terms.year', { year: `${y}-${y + 1}` })}>
                <h2 style={{ fontSize: 16 }}>{t('teaching.terms.year', { year: `${y}-${y + 1}` })}</h2>
                <Table<TermRow> size="small" rowKey={(r) => `${r.schoolYear}-${r.term}`} pagination={false} columns={columns} scroll={{ x: 1000 }}
                  dataSource={(terms.data ?? []).filter((r) => r.schoolYear === y)} onRow={() => ({ 'data-testid': 'term-row' } as React.HTMLAttributes<HTMLElement>)} />
              </section>
            ))}
          </Space>
        )}
      </Card>
      <TermFormDrawer open={!!editing} term={editing?.term ?? null} defaultYear={editing?.year ?? thisYear} onClose={() => setEditing(null)} />
    </div>
  );
}

export function TermsAdminPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAdmin && !user.roles.includes(Role.teachingAdmin)) return <Navigate to={`/403?msg=${encodeURIComponent(t('teaching.terms.forbidden'))}`} replace />;
  return <TermsAdmin />;
}
