import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { CohortClassRow, PageTypeName } from '@portal/contracts';
import { Button, Card, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import cohortsSample from '../../../../../../../docs/samples/cohorts.xlsx?url';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { PagedTable, type PagedColumn } from '../../../../shared/paged-table.tsx';
import { usePermission } from '../../../../shared/permission-gate.tsx';
import { catalogueApi, catalogueKeys, COHORTS_PAGE, useCatalogueMutation } from '../catalogue.api.ts';
import { CatalogueImportDialog } from '../components/catalogue-import-dialog.tsx';
import { useCatalogueLabels } from '../components/catalogue-labels.ts';
import { CohortClassFormDialog } from '../components/cohort-class-form-dialog.tsx';

const sheetColumns = [['programme', 'programme'], ['entranceYear', 'entranceYear'], ['code', 'code'], ['nameCn', 'nameCn'], ['nameEn', 'nameEn']] as const;

/** /admin/teaching/cohorts: programmes, cohorts (entrance years) and their classes with both names (teaching.admin). */
export function CohortsAdminPage() {
  const { t } = useTranslation();
  const labels = useCatalogueLabels();
  const allowed = usePermission('query', COHORTS_PAGE);
  const canEdit = usePermission('edit', COHORTS_PAGE);
  const canImport = usePermission('import', COHORTS_PAGE);
  const [editing, setEditing] = useState<{ cohortClass: CohortClassRow | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const [pageType, setPageType] = useState<PageTypeName | undefined>();
  const [year, setYear] = useState<number | null>(null);
  const remove = useCatalogueMutation(catalogueApi.removeClass);
  if (!allowed) return <Navigate to="/403" replace />;

  const del = async (r: CohortClassRow) => {
    if (!(await confirmAsync({ title: t('teaching.catalogue.cohorts.confirmDelete'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const exportAll = async () => {
    try {
      window.open((await catalogueApi.exportCohorts()).fileUrl, '_blank', 'noopener');
    } catch (err) {
      notifyError(err);
    }
  };

  const columns: PagedColumn<CohortClassRow>[] = [
    { title: labels.field('programme'), key: 'pageType', width: 120, sorter: true, sortField: 'pageType', render: (_, r) => labels.programme(r.pageType) },
    { title: labels.field('entranceYear'), dataIndex: 'entranceYear', key: 'entranceYear', width: 110, sorter: true },
    { title: labels.field('code'), dataIndex: 'code', key: 'code', width: 140, sorter: true },
    { title: labels.field('nameCn'), dataIndex: 'nameCn', key: 'nameCn', sorter: true, render: (v: string) => <span lang="zh-CN">{v}</span> },
    { title: labels.field('nameEn'), dataIndex: 'nameEn', key: 'nameEn', sorter: true },
    { title: labels.field('students'), dataIndex: 'students', key: 'students', width: 80 },
    ...(canEdit ? [{
      title: labels.field('actions'), key: 'actions', width: 130, fixed: 'right' as const, render: (_: unknown, r: CohortClassRow) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setEditing({ cohortClass: r })} data-testid="cohort-edit">{t('common.actions.edit')}</Button>
          <Button size="small" type="link" danger disabled={r.students > 0} title={r.students > 0 ? t('teaching.catalogue.cohorts.hasStudents') : undefined}
            onClick={() => void del(r)} data-testid="cohort-delete">{t('common.actions.delete')}</Button>
        </Space>
      ),
    }] : []),
  ];

  return (
    <div className="page-width page-block" data-testid="cohorts-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.catalogue.cohorts.title')}</h1>}
        extra={(
          <Space wrap>
            {canImport ? <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="cohorts-import">{t('teaching.catalogue.import.button')}</Button> : null}
            {canImport ? <Button icon={<DownloadOutlined />} onClick={() => void exportAll()} data-testid="cohorts-export">{t('teaching.catalogue.import.export')}</Button> : null}
            {canEdit ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ cohortClass: null })} data-testid="cohort-create">{t('teaching.catalogue.cohorts.create')}</Button> : null}
          </Space>
        )}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
              placeholder={t('teaching.catalogue.cohorts.search')} aria-label={t('teaching.catalogue.cohorts.search')} style={{ width: 280 }} data-testid="cohorts-search" />
            <Select allowClear value={pageType} onChange={setPageType} options={labels.programmeOptions} placeholder={t('teaching.catalogue.courses.allProgrammes')}
              aria-label={labels.field('programme')} style={{ width: 180 }} />
            <InputNumber min={1950} max={2100} value={year} onChange={(v) => setYear(v ?? null)} placeholder={t('teaching.catalogue.cohorts.yearFilter')}
              aria-label={t('teaching.catalogue.cohorts.yearFilter')} style={{ width: 140 }} />
          </Space>
          <PagedTable<CohortClassRow> queryKey={catalogueKeys.cohorts(pageType, year)} queryText={queryText} defaultPageSize={20}
            fetchPage={(r, signal) => catalogueApi.cohorts(r, signal, pageType, year)} columns={columns} rowKey="id" rowTestId="cohort-row" scroll={{ x: 1000 }} />
        </Space>
      </Card>
      <CohortClassFormDialog open={!!editing} cohortClass={editing?.cohortClass ?? null} onClose={() => setEditing(null)} />
      <CatalogueImportDialog
        open={importing} onClose={() => setImporting(false)} sample={{ url: cohortsSample, name: 'cohorts.xlsx' }}
        columns={sheetColumns.map(([key, label]) => ({ key, label: labels.field(label) }))}
        readSheet={async (file) => { const p = await catalogueApi.previewCohorts(file); return { ...p, rows: p.rows.map((r) => ({ ...r, item: r.cohortClass })) }; }}
        save={(classes) => catalogueApi.importCohorts(classes)}
      />
    </div>
  );
}
