import { UploadOutlined } from '@ant-design/icons';
import type { ClassImportKind, ClassImportPreview, ClassImportRow } from '@portal/contracts';
import { Button, Modal, Radio, Space, Table, Tag, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importProblemText } from '../../../../shared/import-problems.tsx';
import { messageLang } from '../../../../shared/language.ts';
import { useSheetImport } from '../../../../shared/sheet-import.ts';
import { classesApi, useClassesMutation } from '../classes.api.ts';

/** The imports of classes (with their meetings) and of enrolments: the server's preview lists each row's problems; the confirm writes all or nothing. */
export function ClassImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ClassImportKind>('classes');
  const { preview, reading, read, close, confirm } = useSheetImport((file: File) => classesApi.importPreview(kind, file), onClose);
  const save = useClassesMutation((p: ClassImportPreview) => classesApi.importConfirm(p));
  const lang = messageLang();
  const labels = Object.fromEntries((preview?.columns ?? []).map((c) => [c.key, c.header]));
  const clean = !!preview && preview.problems.length === 0 && preview.rows.length > 0 && preview.rows.every((r) => r.problems.length === 0);
  const columns: TableColumnsType<ClassImportRow> = [
    { title: t('teaching.classes.import.row'), dataIndex: 'row', width: 60 },
    ...(preview?.columns ?? []).map((c) => ({ title: c.header, key: c.key, render: (_: unknown, r: ClassImportRow) => r.cells[c.key] ?? '' })),
    {
      title: t('teaching.classes.import.problems'), key: 'problems', fixed: 'right' as const, width: 260,
      render: (_: unknown, r: ClassImportRow) => (r.problems.length === 0 ? <Tag color="green">{t('teaching.classes.import.ok')}</Tag>
        : <span data-testid="import-row-problem">{r.problems.map((p) => importProblemText(p, lang, labels)).join(lang === 'zh' ? '；' : '; ')}</span>),
    },
  ];
  return (
    <Modal open={open} width={1100} title={t('teaching.classes.import.title')} onCancel={close} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.actions.cancel')}</Button>,
        <Button key="ok" type="primary" disabled={!clean} loading={save.isPending} data-testid="class-import-confirm"
          onClick={() => void confirm(async () => t('teaching.classes.import.done', { count: (await save.mutateAsync(preview!)).created }))}>{t('teaching.classes.import.confirm')}</Button>,
      ]}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as ClassImportKind)} disabled={!!preview}>
          <Radio value="classes">{t('teaching.classes.import.classes')}</Radio>
          <Radio value="enrolments">{t('teaching.classes.import.enrolments')}</Radio>
        </Radio.Group>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => { void read(file); return false; }}>
          <Button icon={<UploadOutlined />} loading={reading} data-testid="class-import-file">{t('teaching.classes.import.choose')}</Button>
        </Upload>
        {preview ? <p data-testid="class-import-summary">{t('teaching.classes.import.summary', { rows: preview.rows.length, problems: preview.rows.filter((r) => r.problems.length).length, creates: preview.creates })}</p> : null}
        {preview?.problems.map((p) => <Tag key={p.code} color="red">{importProblemText(p, lang, labels)}</Tag>)}
        {preview ? <Table<ClassImportRow> rowKey="row" size="small" columns={columns} dataSource={preview.rows} pagination={false} scroll={{ x: 1600, y: 400 }} /> : null}
      </Space>
    </Modal>
  );
}
