import { FilePdfOutlined } from '@ant-design/icons';
import type { FileRecord } from '@portal/contracts';
import { Alert, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyMessage } from '../../../../shared/feedback.ts';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { UploadControl } from '../../../../shared/upload-control.tsx';
import { resumeSaveProblem } from '../selection-rules.ts';
import { selectionApi, useSelectionMutation, useSelectionResume } from '../selection-student.api.ts';

/**
 * 'Edit my resume' (SEL-U01, V01, V02): the current selection resume and one PDF upload. The upload
 * rule refuses another type before sending (the server checks the bytes); saving needs a finished
 * upload; a refusal shows as an error (selection.md §8, resume save).
 */
export function ResumeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`selection.student.resume.${key}`);
  const resume = useSelectionResume();
  const save = useSelectionMutation(selectionApi.saveResume);
  const [files, setFiles] = useState<FileRecord[]>([]);
  const [uploading, setUploading] = useState(false);

  const close = () => {
    setFiles([]);
    setUploading(false);
    onClose();
  };
  const submit = async () => {
    const problem = resumeSaveProblem(files, uploading);
    const file = files[0];
    if (problem || !file) {
      notifyMessage('warning', r(problem ?? 'uploadFirst'));
      return;
    }
    try {
      await save.mutateAsync(file);
      notifyMessage('success', r('saved'));
      close();
    } catch (err) {
      notifyError(err, 'error');
    }
  };

  const current = resume.data?.resumeFile ? (
    <a href={resume.data.resumeFile} target="_blank" rel="noopener noreferrer" data-testid="resume-current">
      <FilePdfOutlined /> <TypedText text={resume.data.resumeName} />
    </a>
  ) : <span data-testid="resume-missing">{r('missing')}</span>;

  return (
    <Modal
      open={open} title={r('title')} onCancel={close} onOk={() => void submit()} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')}
      confirmLoading={save.isPending} destroyOnHidden width={560} okButtonProps={{ 'data-testid': 'resume-save' }}
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid="resume-dialog">
        {resume.isError ? <Alert type="error" showIcon message={r('queryFailed')} /> : null}
        <Typography.Paragraph style={{ margin: 0 }}>{r('hint')}</Typography.Paragraph>
        <div>{r('current')}: {resume.isPending ? null : current}</div>
        <UploadControl use="mentorResume" maxCount={1} onChange={setFiles} onUploadingChange={setUploading} data-testid="resume-upload" />
      </Space>
    </Modal>
  );
}
