import type { FileRecord, PlanCourseRow } from '@portal/contracts';
import { Button, Modal, Space } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifyMessage } from '../../../../shared/feedback.ts';
import { UploadControl } from '../../../../shared/upload-control.tsx';
import { trainingApi, useTrainingMutation } from '../training.api.ts';

/**
 * Course homework of one row (ACAD-U06): upload after the server says the deadline has not passed,
 * download through the access-checked link, delete after a confirmation.
 */
export function HomeworkActions({ row }: { row: PlanCourseRow }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [files, setFiles] = useState<FileRecord[]>([]);
  const save = useTrainingMutation(({ fileId, fileName }: { fileId: string; fileName: string }) => trainingApi.saveHomework(row, fileId, fileName));
  const remove = useTrainingMutation(() => trainingApi.deleteHomework(row));
  if (!row.homeworkDeadline) return null;

  const open = async () => {
    try {
      await trainingApi.isAllowUpload(row);
      setFiles([]);
      setUploading(true);
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const submit = async () => {
    const file = files[0];
    if (!file) {
      notifyMessage('warning', t('teaching.training.homework.chooseFile'));
      return;
    }
    try {
      await save.mutateAsync({ fileId: file.id, fileName: file.fileName });
      notifyMessage('success', t('teaching.training.homework.saved'));
      setUploading(false);
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const download = async () => {
    if (!row.homeWorkFileId) {
      notifyMessage('info', t('teaching.training.homework.none'));
      return;
    }
    try {
      const link = await trainingApi.download(row.homeWorkFileId);
      window.open(link.fileUrl, '_blank', 'noopener');
    } catch (err) {
      notifyError(err);
    }
  };
  const del = async () => {
    if (!(await confirmAsync({ title: t('teaching.training.homework.confirmDelete'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(undefined);
      notifyMessage('success', t('teaching.training.homework.deleted'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Space size={4} wrap>
      {row.homeworkOpen ? (
        <Button size="small" type="link" onClick={() => void open()} data-testid="homework-upload">
          {row.homeWorkType === 1 ? t('teaching.training.homework.replace') : t('teaching.training.homework.upload')}
        </Button>
      ) : null}
      {row.homeWorkType === 1 ? (
        <Button size="small" type="link" onClick={() => void download()} data-testid="homework-download">{t('teaching.training.homework.download')}</Button>
      ) : null}
      {row.homeWorkType === 1 && row.homeworkOpen ? (
        <Button size="small" type="link" danger onClick={() => void del()} data-testid="homework-delete">{t('common.actions.delete')}</Button>
      ) : null}
      <Modal open={uploading} title={t('teaching.training.homework.title')} onCancel={() => setUploading(false)} onOk={() => void submit()}
        okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden
        okButtonProps={{ 'data-testid': 'homework-save' } as ButtonProps}>
        <p>{t('teaching.training.homework.formats')}</p>
        <UploadControl use="homework" maxCount={1} onChange={setFiles} data-testid="homework-file" />
      </Modal>
    </Space>
  );
}
