import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { GradeImportPreview } from '@portal/contracts';
import { Button, Modal, Space, Table, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../shared/feedback.ts';
import { ImportProblemList } from '../../../../shared/import-problems.tsx';
import { useSheetImport } from '../../../../shared/sheet-import.ts';
import { gradesApi, openFile, useGradesMutation } from '../grades.api.ts';

type PreviewRow = GradeImportPreview['rows'][number];
const sheetFields = ['studentNumber', 'schoolYear', 'term', 'classRank', 'majorRank', 'comprehensiveGPA', 'coreCourseGPA', 'evaluationRank', 'scholarshipLevel', 'professionalEvaluationRank'] as const;

/**
 * Grades from a spreadsheet: the template, the upload checked by the server into valid rows and
 * each other row's problems in the reader's language, and nothing saved until confirmed; the save
 * is one transaction on the server.
 */
export function GradeImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, reading, read, close, confirm: confirmWith } = useSheetImport(gradesApi.importPreview, onClose);
  const save = useGradesMutation(gradesApi.importSave);
  const confirm = async () => {
    if (!preview?.rows.length) return;
    const rows = preview.rows.map(({ row: _row, studentName: _name, studentType: _type, ...r }) => r);
    await confirmWith(async () => {
      const done = await save.mutateAsync(rows);
      return t('teaching.grades.admin.saved', { created: done.created, updated: done.updated });
    });
  };
  const fieldLabels = Object.fromEntries(sheetFields.map((k) => [k, t(`teaching.grades.columns.${k}`)]));
  const dash = (v: number | null | undefined) => v ?? '—';
  const columns: TableColumnsType<PreviewRow> = [
    { title: t('teaching.grades.admin.row'), dataIndex: 'row', width: 60 },
    { title: t('teaching.grades.columns.studentNumber'), dataIndex: 'studentNumber' },
    { title: t('teaching.grades.columns.studentName'), dataIndex: 'studentName', render: (v: string) => <span lang="zh">{v}</span> },
    { title: t('teaching.grades.admin.type'), dataIndex: 'studentType', render: (v: string) => t(`teaching.grades.admin.types.${v}`) },
    { title: t('teaching.grades.columns.schoolYear'), key: 'term', render: (_, r) => `${r.schoolYear}-${r.schoolYear + 1} / ${t(`teaching.grades.terms.${r.term}`)}` },
    ...sheetFields.slice(3).map((k) => ({ title: t(`teaching.grades.columns.${k}`), dataIndex: k, render: dash })),
  ];
  return (
    <Modal
      open={open}
      width={1100}
      title={t('teaching.grades.admin.importTitle')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.actions.cancel')}</Button>,
        <Button key="save" type="primary" disabled={!preview?.rows.length} loading={save.isPending} data-testid="grades-import-confirm" onClick={() => void confirm()}>
          {t('teaching.grades.admin.confirm', { count: preview?.rows.length ?? 0 })}
        </Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} data-testid="grades-template" onClick={() => void gradesApi.template().then((f) => openFile(f.fileUrl), notifyError)}>
          {t('teaching.grades.admin.template')}
        </Button>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => { void read(file); return false; }}>
          <Button type="primary" icon={<UploadOutlined />} loading={reading} data-testid="grades-upload">{t('teaching.grades.admin.upload')}</Button>
        </Upload>
      </Space>
      {preview ? <ImportProblemList problems={preview.problems} fieldLabels={fieldLabels} /> : null}
      {preview ? (
        <Table<PreviewRow> rowKey="row" size="small" columns={columns} dataSource={preview.rows} pagination={false} data-testid="grades-import-preview" />
      ) : <div>{t('teaching.grades.admin.hint')}</div>}
    </Modal>
  );
}
