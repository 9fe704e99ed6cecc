import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { CatalogueImportResult, CatalogueImportSummary, ImportProblem, ImportRowProblems } from '@portal/contracts';
import { Alert, Button, Modal, Space, Table, Tag, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportProblemList, importProblemText } from '../../../../shared/import-problems.tsx';
import { messageLang } from '../../../../shared/language.ts';
import { ScrollRegion } from '../../../../shared/scroll-region.tsx';
import { useSheetImport } from '../../../../shared/sheet-import.ts';

/** What both catalogue previews answer per row (contracts teaching/catalogue.ts, cohorts.ts). */
export interface PreviewRow<T> { row: number; action: 'create' | 'update' | 'unchanged'; cells: Record<string, string>; problems: ImportProblem[]; item: T | null }
export interface Preview<T> { rows: PreviewRow<T>[]; problems: ImportRowProblems[]; summary: CatalogueImportSummary }

interface Props<T> {
  open: boolean;
  onClose: () => void;
  /** The sheet's columns, by key, with the labels of this screen. */
  columns: { key: string; label: string }[];
  readSheet: (file: File) => Promise<Preview<T>>;
  save: (items: T[]) => Promise<CatalogueImportResult>;
  sample: { url: string; name: string };
}

const actionColor = { create: 'green', update: 'blue', unchanged: 'default' } as const;

/**
 * A catalogue sheet's import (courses, cohort classes): the sample, the upload read by the server
 * into what happens to each row and every problem in the reader's language, and the confirm, offered
 * only when no row has a problem (the server checks again and writes all or nothing).
 */
export function CatalogueImportDialog<T>({ open, onClose, columns, readSheet, save, sample }: Props<T>) {
  const { t } = useTranslation();
  const { preview, reading, read, close, confirm } = useSheetImport(readSheet, onClose);
  const labels = Object.fromEntries(columns.map((c) => [c.key, c.label]));
  const lang = messageLang();
  const blocked = !preview || preview.problems.length > 0;

  const tableColumns: TableColumnsType<PreviewRow<T>> = [
    { title: t('teaching.catalogue.import.row'), dataIndex: 'row', width: 60 },
    {
      title: t('teaching.catalogue.import.action'), key: 'action', width: 90,
      render: (_, r) => (r.problems.length ? null : <Tag color={actionColor[r.action]}>{t(`teaching.catalogue.import.actions.${r.action}`)}</Tag>),
    },
    ...columns.map((c) => ({ title: c.label, key: c.key, render: (_: unknown, r: PreviewRow<T>) => r.cells[c.key] ?? '' })),
    {
      title: t('teaching.catalogue.import.problems'), key: 'problems',
      render: (_, r) => <Typography.Text type="danger">{r.problems.map((p) => importProblemText(p, lang, labels)).join(lang === 'zh' ? '；' : '; ')}</Typography.Text>,
    },
  ];

  const confirmImport = async () => {
    if (!preview || blocked) return;
    await confirm(async () => t('teaching.catalogue.import.done', await save(preview.rows.map((r) => r.item!))));
  };

  return (
    <Modal
      open={open} width={1100} title={t('teaching.catalogue.import.title')} onCancel={close} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.actions.cancel')}</Button>,
        <Button key="save" type="primary" disabled={blocked} data-testid="catalogue-import-confirm" onClick={() => void confirmImport()}>
          {t('teaching.catalogue.import.confirm')}
        </Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} href={sample.url} download={sample.name} data-testid="catalogue-import-sample">{t('teaching.catalogue.import.sample')}</Button>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => { void read(file); return false; }}>
          <Button type="primary" icon={<UploadOutlined />} loading={reading} data-testid="catalogue-import-upload">{t('teaching.catalogue.import.upload')}</Button>
        </Upload>
      </Space>
      {preview ? (
        <>
          <Typography.Paragraph data-testid="catalogue-import-summary">{t('teaching.catalogue.import.summary', preview.summary)}</Typography.Paragraph>
          <ImportProblemList problems={preview.problems} fieldLabels={labels} />
          {preview.summary.withProblems > 0 ? <Alert type="warning" showIcon title={t('teaching.catalogue.import.blocked')} style={{ marginBottom: 12 }} /> : null}
          <ScrollRegion label={t('teaching.catalogue.import.title')}>
            <Table<PreviewRow<T>> rowKey="row" size="small" columns={tableColumns} dataSource={preview.rows} pagination={false} data-testid="catalogue-import-preview" />
          </ScrollRegion>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('teaching.catalogue.import.hint')}</Typography.Paragraph>
      )}
    </Modal>
  );
}
