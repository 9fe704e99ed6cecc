import type { FileRecord, LectureRow } from '@portal/contracts';
import { Button, Modal, Space } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { confirmAsync, notifyError, notifyMessage } from '../../../../shared/feedback.ts';
import { UploadControl } from '../../../../shared/upload-control.tsx';
import { lecturesApi, useLectureMutation } from '../lectures.api.ts';

/**
 * Homework of one signed-up lecture (ACAD-S07, V07): upload only with a qualified clock-in and
 * while the server allows it, after confirming it cannot be changed; then the button views it.
 * Removal (README 'Homework') asks first and is offered only while the server would take it.
 */
export function LectureHomework({ row }: { row: LectureRow }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<FileRecord[]>([]);
  const save = useLectureMutation(lecturesApi.saveHomework);
  const remove = useLectureMutation(lecturesApi.deleteHomework);
  if (!row.homeWorkDeadline) return <span>-</span>;
  const ask = (title: string) => confirmAsync({ title, okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') });

  const start = async () => {
    if (row.clockingInStatus !== 1) {
      notifyMessage('warning', t('teaching.lectures.homework.chooseQualified'));
      return;
    }
    try {
      const info = await lecturesApi.homeworkInfo(user.id, row.id);
      if (!info.isAllowUploadpHomeWork) {
        notifyMessage('warning', t('teaching.lectures.homework.closed'));
        return;
      }
      setFiles([]);
      setOpen(true);
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const submit = async () => {
    const file = files[0];
    if (!file) {
      notifyMessage('warning', t('teaching.lectures.homework.chooseFile'));
      return;
    }
    if (!(await ask(t('teaching.lectures.homework.confirmFinal')))) return;
    try {
      await save.mutateAsync({ lectureId: row.id, fileId: file.id, fileName: file.fileName, fileUrl: file.fileUrl });
      notifyMessage('success', t('teaching.lectures.homework.saved'));
      setOpen(false);
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const del = async () => {
    if (!(await ask(t('teaching.lectures.homework.confirmDelete')))) return;
    try {
      await remove.mutateAsync(row.id);
      notifyMessage('success', t('teaching.lectures.homework.deleted'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  if (row.homeWorkFileUrl) {
    const removable = row.homeWorkDeadline > new Date().toISOString() && row.achievementStatus === null;
    return (
      <Space size={0}>
        <Button size="small" type="link" href={row.homeWorkFileUrl} target="_blank" rel="noopener noreferrer" data-testid="lecture-homework-view">
          {t('teaching.lectures.homework.view')}
        </Button>
        {removable ? <Button size="small" type="link" danger onClick={() => void del()} data-testid="lecture-homework-delete">{t('common.actions.delete')}</Button> : null}
      </Space>
    );
  }
  return (
    <>
      <Button size="small" type="link" onClick={() => void start()} data-testid="lecture-homework-upload">{t('teaching.lectures.homework.upload')}</Button>
      <Modal open={open} title={t('teaching.lectures.homework.title')} onCancel={() => setOpen(false)} onOk={() => void submit()}
        okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden
        okButtonProps={{ 'data-testid': 'lecture-homework-save' } as ButtonProps}>
        <p>{t('teaching.lectures.homework.formats')}</p>
        <UploadControl use="lectureHomework" maxCount={1} onChange={setFiles} data-testid="lecture-homework-file" />
      </Modal>
    </>
  );
}
