import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { AttendanceImportRow } from '@portal/contracts';
import { Button, Modal, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../shared/feedback.ts';
import { ImportProblemList, importProblemText } from '../../../../shared/import-problems.tsx';
import { messageLang } from '../../../../shared/language.ts';
import { ScrollRegion } from '../../../../shared/scroll-region.tsx';
import { useSheetImport } from '../../../../shared/sheet-import.ts';
import { attendanceApi, openFile, useClassMutation } from '../attendance.api.ts';

/**
 * The roster template and the import (ACAD-C08/C09): the sheet is read and checked by the server,
 * each row shown with its problems; nothing is saved until the preview is confirmed, and then only
 * the valid rows, checked again by the server.
 */
export function AttendanceImportDialog({ startClassId, open, onClose }: { startClassId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, reading, read, close, confirm: confirmWith } = useSheetImport((file: File) => attendanceApi.importPreview(startClassId, file), onClose);
  const save = useClassMutation(startClassId, (rows: AttendanceImportRow[]) => attendanceApi.importSave(rows));
  const valid = preview?.rows.filter((r) => r.problems.length === 0) ?? [];
  const lang = messageLang();
  const fieldLabels = Object.fromEntries((['studentNumber', 'name', 'attendanceDate', 'status', 'remark'] as const).map((k) => [k, t(`teaching.attendance.columns.${k}`)]));

  const downloadTemplate = async () => {
    try {
      openFile((await attendanceApi.template(startClassId)).fileUrl);
    } catch (e) {
      notifyError(e);
    }
  };

  const confirm = async () => {
    if (valid.length === 0) return;
    await confirmWith(async () => {
      const done = await save.mutateAsync(valid);
      return t('teaching.attendance.import.saved', { count: done.saved, skipped: done.skipped });
    });
  };

  const columns: TableColumnsType<AttendanceImportRow> = [
    { title: t('teaching.attendance.import.row'), dataIndex: 'row', width: 60 },
    { title: t('teaching.attendance.columns.studentNumber'), dataIndex: 'studentNumber', width: 130 },
    { title: t('teaching.attendance.columns.name'), dataIndex: 'name', width: 100, render: (v: string) => <span lang="zh">{v}</span> },
    { title: t('teaching.attendance.columns.attendanceDate'), dataIndex: 'attendanceDate', width: 120 },
    { title: t('teaching.attendance.columns.status'), dataIndex: 'status', width: 110, render: (v: string) => (v ? t(`teaching.attendance.statuses.${v}`, { defaultValue: v }) : '') },
    { title: t('teaching.attendance.columns.remark'), dataIndex: 'remark' },
    {
      title: t('teaching.attendance.import.problems'), key: 'problems',
      render: (_, r) => (r.problems.length === 0
        ? <Tag color="green">{t('teaching.attendance.import.ok')}</Tag>
        : <span data-testid="import-row-problem">{r.problems.map((p) => importProblemText(p, lang, fieldLabels)).join(lang === 'zh' ? '；' : '; ')}</span>),
    },
  ];

  return (
    <Modal
      open={open} width={1000} title={t('teaching.attendance.import.title')} onCancel={close} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.actions.cancel')}</Button>,
        <Button key="save" type="primary" disabled={valid.length === 0} loading={save.isPending} data-testid="import-confirm" onClick={() => void confirm()}>
          {t('teaching.attendance.import.confirm', { count: valid.length })}
        </Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} data-testid="import-template" onClick={() => void downloadTemplate()}>{t('teaching.attendance.import.template')}</Button>
        <input
          type="file" accept=".xlsx,.xls" style={{ display: 'none' }} id={`attendance-import-${startClassId}`} data-testid="import-file"
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void read(f); }}
        />
        <Button type="primary" icon={<UploadOutlined />} loading={reading} data-testid="import-upload" onClick={() => document.getElementById(`attendance-import-${startClassId}`)?.click()}>
          {t('teaching.attendance.import.upload')}
        </Button>
      </Space>
      {preview ? <ImportProblemList problems={preview.problems.length ? [{ row: 0, problems: preview.problems }] : []} fieldLabels={fieldLabels} /> : null}
      {preview ? (
        <ScrollRegion label={t('teaching.attendance.import.title')}>
          <Table<AttendanceImportRow> rowKey="row" size="small" columns={columns} dataSource={preview.rows} pagination={false} data-testid="import-preview" />
        </ScrollRegion>
      ) : (
        <p>{t('teaching.attendance.import.hint')}</p>
      )}
    </Modal>
  );
}
