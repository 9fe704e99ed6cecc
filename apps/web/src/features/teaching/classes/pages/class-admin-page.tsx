import { CopyOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Role, type ClassAdminRow } from '@portal/contracts';
import { Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { PagedTable, type PagedColumn } from '../../../../shared/paged-table.tsx';
import { CLASSES_PAGE, ROLLOVER_PAGE, classKeys, classesApi, useClassOptions, useClassesMutation, type ClassFilter } from '../classes.api.ts';
import { ClassFormDialog } from '../components/class-form-dialog.tsx';
import { ClassImportDialog } from '../components/class-import-dialog.tsx';
import { useClassText } from '../components/class-text.ts';

/** Start classes of a term (README 'Classes'): teaching.admin sets them up; a teacher sees the classes they teach. */
export function ClassAdminPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const staff = user.isAdmin || user.roles.includes(Role.teachingAdmin);
  const options = useClassOptions(staff);
  const text = useClassText();
  const [filter, setFilter] = useState<ClassFilter>({});
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const [editing, setEditing] = useState<{ klass: ClassAdminRow | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useClassesMutation(classesApi.remove);
  const navigate = useNavigate();
  if (!staff && !user.roles.includes(Role.teacher)) return <Navigate to="/403" replace />;
  const f = (key: string) => t(`teaching.classes.fields.${key}`);
  const termKey = filter.schoolYear ? `${filter.schoolYear}-${filter.term}` : undefined;

  const del = async (r: ClassAdminRow) => {
    if (!(await confirmAsync({ title: t('teaching.classes.confirmDelete'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const columns: PagedColumn<ClassAdminRow>[] = [
    { title: f('course'), key: 'course', render: (_, r) => <Link to={`${CLASSES_PAGE}/${r.id}`} data-testid="class-open">{text.course(r)}</Link> },
    { title: f('className'), key: 'className', render: (_, r) => text.className(r) },
    { title: f('term'), key: 'term', width: 110, render: (_, r) => `${r.schoolYear}-${r.schoolYear + 1} / ${r.term}` },
    { title: f('teachers'), key: 'teachers', width: 140, render: (_, r) => text.teachers(r) },
    { title: f('venue'), key: 'venue', width: 140, render: (_, r) => text.venue(r) },
    { title: f('meetings'), key: 'meetings', width: 240, render: (_, r) => <span data-testid="class-meetings">{text.meetings(r).join('; ')}</span> },
    { title: f('seats'), key: 'seats', width: 80, render: (_, r) => `${r.enrolled}/${r.capacity}` },
    {
      title: f('actions'), key: 'actions', width: 170, fixed: 'right', render: (_, r) => (
        <Space size={0}>
          <Link to={`${CLASSES_PAGE}/${r.id}`}>{t('teaching.classes.roster')}</Link>
          {r.canEdit ? <Button size="small" type="link" onClick={() => setEditing({ klass: r })} data-testid="class-edit">{t('common.actions.edit')}</Button> : null}
          {r.canEdit && r.enrolled === 0 ? <Button size="small" type="link" danger onClick={() => void del(r)}>{t('common.actions.delete')}</Button> : null}
        </Space>
      ),
    },
  ];
  return (
    <div className="page-width page-block" data-testid="class-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.classes.title')}</h1>}
        extra={staff ? (
          <Space>
            <Button icon={<CopyOutlined />} onClick={() => void navigate(ROLLOVER_PAGE)} data-testid="class-rollover">{t('teaching.classes.rollover.title')}</Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="class-import">{t('teaching.classes.import.open')}</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ klass: null })} data-testid="class-create">{t('teaching.classes.create')}</Button>
          </Space>
        ) : null}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {staff ? (
              <>
                <Select allowClear style={{ width: 200 }} placeholder={f('term')} aria-label={f('term')} value={termKey} data-testid="class-filter-term"
                  options={(options.data?.terms ?? []).map((x) => ({ value: `${x.schoolYear}-${x.term}`, label: pickText(lang, x.name, x.nameEn) }))}
                  onChange={(v?: string) => setFilter((p) => ({ ...p, schoolYear: v ? Number(v.split('-')[0]) : undefined, term: v ? Number(v.split('-')[1]) : undefined }))} />
                <Select allowClear style={{ width: 160 }} placeholder={f('teachers')} aria-label={f('teachers')} value={filter.teacherId} showSearch optionFilterProp="label"
                  options={(options.data?.teachers ?? []).map((x) => ({ value: x.id, label: pickText(lang, x.name, x.enName) }))} onChange={(v?: number) => setFilter((p) => ({ ...p, teacherId: v }))} />
              </>
            ) : null}
            <Select allowClear style={{ width: 140 }} placeholder={f('pageType')} aria-label={f('pageType')} value={filter.pageType}
              options={['mba', 'emba', 'benyan', 'master', 'phd'].map((v) => ({ value: v, label: t(`teaching.classes.pageTypes.${v}`) }))} onChange={(v?: string) => setFilter((p) => ({ ...p, pageType: v }))} />
            <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
              placeholder={t('teaching.classes.search')} aria-label={t('teaching.classes.search')} style={{ width: 260 }} />
          </Space>
          <PagedTable<ClassAdminRow> queryKey={classKeys.list(filter)} queryText={queryText} fetchPage={classesApi.list(filter)} columns={columns}
            rowKey="id" rowTestId="class-row" scroll={{ x: 1300 }} />
        </Space>
      </Card>
      <ClassFormDialog open={!!editing} klass={editing?.klass ?? null} onClose={() => setEditing(null)} />
      <ClassImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
