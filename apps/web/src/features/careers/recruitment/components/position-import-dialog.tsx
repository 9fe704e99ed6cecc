import { UploadOutlined } from '@ant-design/icons';
import type { PositionImportRow } from '@portal/contracts';
import { Button, Modal, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportProblemList } from '../../../../shared/import-problems.tsx';
import { ScrollRegion } from '../../../../shared/scroll-region.tsx';
import { useSheetImport } from '../../../../shared/sheet-import.ts';
import { recruitApi, useRecruitMutation } from '../recruitment.api.ts';

const sheetFields = ['employer', 'name', 'category', 'deptName', 'salary', 'isNegotiable', 'endDate', 'workAddress', 'contactName', 'email', 'contactAddress',
  'isContinueToEmploy', 'internshipMonth', 'internshipDays', 'description'] as const;

/**
 * The positions import (README 'Import and export'): the sheet (the export's layout) is read and
 * checked by the server; rows with problems are listed and left out; the rest are saved as drafts on
 * confirm, checked again by the server.
 */
export function PositionImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, reading, read, close, confirm: confirmWith } = useSheetImport(recruitApi.importPreview, onClose);
  const save = useRecruitMutation(recruitApi.importConfirm);
  const f = (key: string) => t(`careers.recruitment.fields.${key}`);
  const fieldLabels = Object.fromEntries(sheetFields.map((k) => [k, f(k)]));

  const confirm = async () => {
    if (!preview?.rows.length) return;
    const rows = preview.rows;
    await confirmWith(async () => t('careers.recruitment.admin.imported', { count: (await save.mutateAsync(rows)).saved }));
  };

  const columns: TableColumnsType<PositionImportRow> = [
    { title: t('careers.recruitment.admin.row'), dataIndex: 'row', width: 60 },
    { title: f('employer'), dataIndex: 'enterpriseCName' },
    { title: f('name'), dataIndex: 'name' },
    { title: f('category'), dataIndex: 'category', width: 110 },
    { title: f('endDate'), dataIndex: 'endDate', width: 120 },
  ];

  return (
    <Modal open={open} width={900} title={t('careers.recruitment.admin.import')} onCancel={close} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.actions.cancel')}</Button>,
        <Button key="save" type="primary" disabled={!preview?.rows.length} loading={save.isPending} data-testid="import-confirm" onClick={() => void confirm()}>
          {t('careers.recruitment.admin.importConfirm', { count: preview?.rows.length ?? 0 })}
        </Button>,
      ]}>
      <Space wrap style={{ marginBottom: 12 }}>
        <input type="file" accept=".xlsx" style={{ display: 'none' }} id="position-import-file" data-testid="import-file"
          onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) void read(file); }} />
        <Button type="primary" icon={<UploadOutlined />} loading={reading} data-testid="import-upload" onClick={() => document.getElementById('position-import-file')?.click()}>
          {t('careers.recruitment.admin.chooseSheet')}
        </Button>
      </Space>
      {preview ? <ImportProblemList problems={preview.problems} fieldLabels={fieldLabels} /> : <p>{t('careers.recruitment.admin.importHint')}</p>}
      {preview ? (
        <ScrollRegion label={t('careers.recruitment.admin.import')}>
          <Table<PositionImportRow> rowKey="row" size="small" columns={columns} dataSource={preview.rows} pagination={false} data-testid="import-preview" />
        </ScrollRegion>
      ) : null}
    </Modal>
  );
}
