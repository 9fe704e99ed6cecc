import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { CourseSave, importPreviewSchema } from '@portal/contracts';
import { Button, Modal, Space, Table, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifyError } from '../../../shared/feedback.ts';
import { ImportProblemList } from '../../../shared/import-problems.tsx';
import { ScrollRegion } from '../../../shared/scroll-region.tsx';
import { useSheetImport } from '../../../shared/sheet-import.ts';
import { biddingAdminApi, openFile, useAdminMutation } from '../bidding-admin.api.ts';
import { classTimeText, courseTypeText } from './course-cells.tsx';

type Preview = z.infer<typeof importPreviewSchema>;
type PreviewRow = Preview['rows'][number];

/**
 * Courses from a spreadsheet (issue #3): the template to fill in, the upload checked by the server
 * into valid rows and per-row errors, and nothing saved until the preview is confirmed.
 * Rows with errors are left out of the save; the alert says which and why.
 */
export function CourseImportDialog({ planId, open, onClose }: { planId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, reading, read, close, confirm: confirmWith } = useSheetImport((file: File) => biddingAdminApi.importPreview(planId, file), onClose);
  const save = useAdminMutation((rows: CourseSave[]) => biddingAdminApi.importSave(planId, rows));


  const downloadTemplate = async () => {
    try {
      openFile((await biddingAdminApi.template()).fileUrl);
    } catch (e) {
      notifyError(e);
    }
  };

  const confirm = async () => {
    if (!preview?.rows.length) return;
    const courses = preview.rows.map(({ row: _row, ...course }) => course);
    await confirmWith(async () => {
      const done = await save.mutateAsync(courses);
      return t('bidding.admin.import.saved', { created: done.created, updated: done.updated, count: done.created });
    });
  };

  // The sheet's columns named as the course form names them, for the problems' {field}.
  const fieldLabels = Object.fromEntries(
    (['courseNumber', 'courseNameCN', 'courseNameEN', 'courseType', 'teacher', 'teacherEN', 'credit', 'seatLimit', 'venue', 'venueEN', 'language'] as const)
      .map((k) => [k, t(`bidding.admin.courseForm.${k}`)]),
  );
  fieldLabels.classTimes = t('bidding.courses.columns.classTime');

  const columns: TableColumnsType<PreviewRow> = [
    { title: t('bidding.admin.import.row'), dataIndex: 'row', width: 60 },
    { title: t('bidding.admin.courseForm.courseNumber'), dataIndex: 'courseNumber', width: 100 },
    { title: t('bidding.admin.courseForm.courseNameCN'), dataIndex: 'courseNameCN' },
    { title: t('bidding.admin.courseForm.courseNameEN'), dataIndex: 'courseNameEN' },
    { title: t('bidding.admin.courseForm.courseType'), key: 'type', width: 90, render: (_, r) => courseTypeText(t, r.courseType) },
    { title: t('bidding.admin.courseForm.teacher'), dataIndex: 'teacher', width: 90 },
    { title: t('bidding.admin.courseForm.teacherEN'), dataIndex: 'teacherEN', width: 100 },
    { title: t('bidding.admin.courseForm.credit'), dataIndex: 'credit', width: 60 },
    { title: t('bidding.admin.courseForm.seatLimit'), dataIndex: 'seatLimit', width: 70 },
    { title: t('bidding.admin.courseForm.venue'), dataIndex: 'venue', width: 90 },
    { title: t('bidding.admin.courseForm.venueEN'), dataIndex: 'venueEN', width: 100 },
    { title: t('bidding.courses.columns.classTime'), key: 'times', render: (_, r) => (r.classTimes ?? []).map((ct) => classTimeText(t, ct)).join('; ') },
  ];

  return (
    <Modal
      open={open}
      width={1100}
      title={t('bidding.admin.import.title')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.actions.cancel')}
        </Button>,
        <Button key="save" type="primary" disabled={!preview?.rows.length} loading={save.isPending} data-testid="import-confirm" onClick={() => void confirm()}>
          {t('bidding.admin.import.confirm', { count: preview?.rows.length ?? 0 })}
        </Button>,
      ]}
    >
      <Space className="bid-toolbar" wrap>
        <Button icon={<DownloadOutlined />} data-testid="import-template" onClick={() => void downloadTemplate()}>
          {t('bidding.admin.import.template')}
        </Button>
        <Upload
          accept=".xlsx,.xls"
          showUploadList={false}
          beforeUpload={(file) => {
            void read(file);
            // The file goes through the shared client (bearer, envelope), not antd's own request.
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={reading} data-testid="import-upload">
            {t('bidding.admin.import.upload')}
          </Button>
        </Upload>
      </Space>
      {preview ? <ImportProblemList problems={preview.problems} fieldLabels={fieldLabels} /> : null}
      {preview ? (
        <ScrollRegion label={t('bidding.admin.import.title')}>
          <Table<PreviewRow> rowKey="row" size="small" columns={columns} dataSource={preview.rows} pagination={false} data-testid="import-preview" />
        </ScrollRegion>
      ) : (
        <div className="bid-muted">{t('bidding.admin.import.hint')}</div>
      )}
    </Modal>
  );
}
