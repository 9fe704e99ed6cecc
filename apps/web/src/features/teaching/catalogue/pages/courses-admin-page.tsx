import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { CatalogueCourseRow, PageTypeName } from '@portal/contracts';
import { Button, Card, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import coursesSample from '../../../../../../../docs/samples/courses.xlsx?url';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { PagedTable, type PagedColumn } from '../../../../shared/paged-table.tsx';
import { usePermission } from '../../../../shared/permission-gate.tsx';
import { catalogueApi, catalogueKeys, COURSES_PAGE, useCatalogueMutation } from '../catalogue.api.ts';
import { CatalogueImportDialog } from '../components/catalogue-import-dialog.tsx';
import { useCatalogueLabels } from '../components/catalogue-labels.ts';
import { CourseFormDialog } from '../components/course-form-dialog.tsx';

const sheetColumns = ['courseNumber', 'nameCn', 'nameEn', 'credit', 'courseType', 'programmes', 'language'] as const;

/** /admin/teaching/courses: the course catalogue, searched and paged on the server; create, edit, delete, import, export (teaching.admin). */
export function CoursesAdminPage() {
  const { t } = useTranslation();
  const labels = useCatalogueLabels();
  const allowed = usePermission('query', COURSES_PAGE);
  const canEdit = usePermission('edit', COURSES_PAGE);
  const canImport = usePermission('import', COURSES_PAGE);
  const [editing, setEditing] = useState<{ course: CatalogueCourseRow | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const [programme, setProgramme] = useState<PageTypeName | undefined>();
  const remove = useCatalogueMutation(catalogueApi.removeCourse);
  if (!allowed) return <Navigate to="/403" replace />;

  const del = async (r: CatalogueCourseRow) => {
    if (!(await confirmAsync({ title: t('teaching.catalogue.courses.confirmDelete'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const exportAll = async () => {
    try {
      window.open((await catalogueApi.exportCourses()).fileUrl, '_blank', 'noopener');
    } catch (err) {
      notifyError(err);
    }
  };

  const columns: PagedColumn<CatalogueCourseRow>[] = [
    { title: labels.field('courseNumber'), dataIndex: 'courseNumber', key: 'courseNumber', width: 120, sorter: true },
    { title: labels.field('nameCn'), dataIndex: 'nameCn', key: 'nameCn', sorter: true, render: (v: string) => <span lang="zh-CN">{v}</span> },
    { title: labels.field('nameEn'), dataIndex: 'nameEn', key: 'nameEn', sorter: true },
    { title: labels.field('credit'), dataIndex: 'credit', key: 'credit', width: 70, sorter: true },
    { title: labels.field('courseType'), key: 'courseType', width: 130, sorter: true, sortField: 'courseType', render: (_, r) => labels.courseType(r.courseType) },
    { title: labels.field('programmes'), key: 'programmes', width: 170, render: (_, r) => r.programmes.map((p) => <Tag key={p}>{labels.programme(p)}</Tag>) },
    { title: labels.field('language'), key: 'language', width: 90, render: (_, r) => labels.language(r.language) },
    { title: labels.field('classCount'), dataIndex: 'classCount', key: 'classCount', width: 80 },
    ...(canEdit ? [{
      title: labels.field('actions'), key: 'actions', width: 130, fixed: 'right' as const, render: (_: unknown, r: CatalogueCourseRow) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setEditing({ course: r })} data-testid="course-edit">{t('common.actions.edit')}</Button>
          <Button size="small" type="link" danger disabled={r.classCount > 0} title={r.classCount > 0 ? t('teaching.catalogue.courses.hasClasses', { count: r.classCount }) : undefined}
            onClick={() => void del(r)} data-testid="course-delete">{t('common.actions.delete')}</Button>
        </Space>
      ),
    }] : []),
  ];

  return (
    <div className="page-width page-block" data-testid="courses-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.catalogue.courses.title')}</h1>}
        extra={(
          <Space wrap>
            {canImport ? <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="courses-import">{t('teaching.catalogue.import.button')}</Button> : null}
            {canImport ? <Button icon={<DownloadOutlined />} onClick={() => void exportAll()} data-testid="courses-export">{t('teaching.catalogue.import.export')}</Button> : null}
            {canEdit ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ course: null })} data-testid="course-create">{t('teaching.catalogue.courses.create')}</Button> : null}
          </Space>
        )}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
              placeholder={t('teaching.catalogue.courses.search')} aria-label={t('teaching.catalogue.courses.search')} style={{ width: 280 }} data-testid="courses-search" />
            <Select allowClear value={programme} onChange={setProgramme} options={labels.programmeOptions} placeholder={t('teaching.catalogue.courses.allProgrammes')}
              aria-label={labels.field('programme')} style={{ width: 180 }} />
          </Space>
          <PagedTable<CatalogueCourseRow> queryKey={catalogueKeys.courses(programme)} queryText={queryText} defaultPageSize={20}
            fetchPage={(r, signal) => catalogueApi.courses(r, signal, programme)} columns={columns} rowKey="id" rowTestId="course-row" scroll={{ x: 1100 }} />
        </Space>
      </Card>
      <CourseFormDialog open={!!editing} course={editing?.course ?? null} onClose={() => setEditing(null)} />
      <CatalogueImportDialog
        open={importing} onClose={() => setImporting(false)} sample={{ url: coursesSample, name: 'courses.xlsx' }}
        columns={sheetColumns.map((key) => ({ key, label: labels.field(key) }))}
        readSheet={async (file) => { const p = await catalogueApi.previewCourses(file); return { ...p, rows: p.rows.map((r) => ({ ...r, item: r.course })) }; }}
        save={(courses) => catalogueApi.importCourses(courses)}
      />
    </div>
  );
}
