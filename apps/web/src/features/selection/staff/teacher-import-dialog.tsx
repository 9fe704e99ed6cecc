import { UploadOutlined } from '@ant-design/icons';
import type { teacherImportPreviewSchema } from '@portal/contracts';
import { Button, Modal, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ImportProblemList } from '../../../shared/import-problems.tsx';
import { ScrollRegion } from '../../../shared/scroll-region.tsx';
import { useSheetImport } from '../../../shared/sheet-import.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { selectionAdminApi, useSelectionAdminMutation } from '../selection-admin.api.ts';
import { teacherFields } from './teacher-fields.ts';

type PreviewRow = z.infer<typeof teacherImportPreviewSchema>['rows'][number];

/**
 * Teachers from a spreadsheet: the server reads the sheet into the rows it gives and every problem
 * of the others; nothing is saved until the preview is confirmed, and then only the good rows, all
 * or nothing. A row names a teacher of the round by name: an existing one is updated.
 */
export function TeacherImportDialog({ roundId, open, onClose }: { roundId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const a = (key: string, params: Record<string, unknown> = {}) => t(`selection.admin.import.${key}`, params);
  const { preview, reading, read, close, confirm: confirmWith } = useSheetImport((file: File) => selectionAdminApi.importPreview(roundId, file), onClose);
  const save = useSelectionAdminMutation(selectionAdminApi.saveTeachers);
  const fieldLabels = Object.fromEntries(teacherFields.map((f) => [f.key, t(`selection.admin.teacherFields.${f.key}`)]));
  const inputId = `selection-teacher-import-${roundId}`;

  const confirm = async () => {
    if (!preview?.rows.length) return;
    const rows = preview.rows.map(({ row: _row, ...teacher }) => teacher);
    await confirmWith(async () => {
      const done = await save.mutateAsync({ id: roundId, rows });
      return a('saved', { created: done.created, updated: done.updated });
    });
  };

  const text = (key: 'name' | 'username' | 'companyName' | 'position' | 'phone') => ({
    title: fieldLabels[key], key, render: (_: unknown, r: PreviewRow) => <TypedText text={r[key]} />,
  });
  const columns: TableColumnsType<PreviewRow> = [
    { title: a('row'), dataIndex: 'row', width: 60 },
    text('name'), text('username'),
    { title: fieldLabels.selectionTimes, dataIndex: 'selectionTimes', width: 70 },
    text('companyName'), text('position'), text('phone'),
  ];

  return (
    <Modal
      open={open} width={1000} title={a('title')} onCancel={close} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.actions.cancel')}</Button>,
        <Button key="save" type="primary" disabled={!preview?.rows.length} loading={save.isPending} data-testid="import-confirm" onClick={() => void confirm()}>
          {a('confirm', { count: preview?.rows.length ?? 0 })}
        </Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <input
          type="file" accept=".xlsx" style={{ display: 'none' }} id={inputId} data-testid="import-file" aria-label={a('upload')}
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void read(f); }}
        />
        <Button type="primary" icon={<UploadOutlined />} loading={reading} data-testid="import-upload" onClick={() => document.getElementById(inputId)?.click()}>
          {a('upload')}
        </Button>
      </Space>
      {preview ? <ImportProblemList problems={preview.problems} fieldLabels={fieldLabels} /> : null}
      {preview ? (
        <ScrollRegion label={a('title')}>
          <Table<PreviewRow> rowKey="row" size="small" columns={columns} dataSource={preview.rows} pagination={false} data-testid="import-preview" />
        </ScrollRegion>
      ) : (
        <div data-testid="import-hint">
          <p>{a('hint')}</p>
          <p lang="zh-CN"><code>{teacherFields.map((f) => f.header).join(' | ')}</code></p>
        </div>
      )}
    </Modal>
  );
}
