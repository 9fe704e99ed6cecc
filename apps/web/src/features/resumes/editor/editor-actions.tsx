import { CloudUploadOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { resumePdfSchema } from '@portal/contracts';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { isBizError } from '../../../shared/http-errors.ts';
import { resumesApi, useResumeMutation } from '../resumes.api.ts';

/** Opens a signed file link in a new window; it needs no bearer header. */
const openFile = (url: string) => window.open(url, '_blank', 'noopener');

interface EditorActionsProps {
  id: number;
  /** The sections with edits not yet saved: Preview and Submit would leave them out, so they ask first. */
  unsaved: () => string[];
}

/**
 * Preview, Submit and Download (RES-U02, S02, S07, M02) and the one-page tip. A preview longer than
 * one page is refused with 160 and its file: the dialog says by how much, and OK still opens it.
 */
export function EditorActions({ id, unsaved }: EditorActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const submit = useResumeMutation(id, () => resumesApi.submit(id));

  const goOnUnsaved = async (): Promise<boolean> => {
    const sections = unsaved();
    if (sections.length === 0) return true;
    return confirmAsync({
      title: t('resumes.editor.unsavedTitle'),
      content: t('resumes.editor.unsavedContent', { sections: sections.join(t('resumes.editor.listSeparator')) }),
      okText: t('resumes.editor.goOn'),
      cancelText: t('common.actions.cancel'),
    });
  };

  const preview = async () => {
    if (!(await goOnUnsaved())) return;
    setBusy('preview');
    try {
      const pdf = await resumesApi.preview(id);
      openFile(pdf.fileUrl);
    } catch (err) {
      const file = isBizError(err) && err.code === '160' ? resumePdfSchema.safeParse(err.data) : null;
      if (isBizError(err) && file?.success) {
        const ok = await confirmAsync({ title: t('resumes.editor.previewTitle'), content: err.message, okCancel: false, okText: t('common.actions.confirm') });
        if (ok) openFile(file.data.fileUrl);
      } else {
        notifyError(err, 'info');
      }
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async () => {
    if (!(await goOnUnsaved())) return;
    try {
      await submit.mutateAsync(undefined);
      notifySuccess(t('resumes.editor.submittedNotice'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const pdf = await resumesApi.download(id);
      openFile(pdf.fileUrl);
    } catch (err) {
      notifyError(err, 'info');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="resume-editor-actions" data-testid="resume-editor-actions"
      style={{ position: 'sticky', bottom: 0, zIndex: 5, background: '#fff', borderTop: '1px solid #f0f0f0', padding: '12px 16px', marginTop: 8 }}>
      <Space wrap size={12}>
        <Button icon={<EyeOutlined />} loading={busy === 'preview'} onClick={() => void preview()} data-testid="resume-preview">{t('resumes.editor.preview')}</Button>
        <Button type="primary" icon={<CloudUploadOutlined />} loading={submit.isPending} onClick={() => void onSubmit()} data-testid="resume-submit">{t('resumes.editor.submit')}</Button>
        <Button icon={<DownloadOutlined />} loading={busy === 'download'} onClick={() => void download()} data-testid="resume-download">{t('resumes.editor.download')}</Button>
        <Typography.Text type="danger" data-testid="resume-page-tip">{t('resumes.editor.pageTip')}</Typography.Text>
      </Space>
    </div>
  );
}
