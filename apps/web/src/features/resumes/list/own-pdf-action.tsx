import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileRecord, ResumeRow } from '@portal/contracts';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { UploadControl } from '../../../shared/upload-control.tsx';
import { resumesApi, useResumeListMutation } from '../resumes.api.ts';
import { typedLang } from '../../../shared/typed-text.tsx';

/**
 * The own PDF's action cell (RES-U01, S04, V13, M02): upload a PDF, which creates or replaces the
 * own-resume record (not public), and download the one on file, or a tip that there is none.
 */
export function OwnPdfAction({ row, userId, disabled }: { row: ResumeRow; userId: number; disabled: boolean }) {
  const { t } = useTranslation();
  const register = useResumeListMutation(resumesApi.uploadOwn);
  // A new control after each registered file: the download link below stands for it, not a second list.
  const [round, setRound] = useState(0);

  const onFiles = async (files: FileRecord[]) => {
    const file = files.at(-1);
    if (!file) return;
    try {
      await register.mutateAsync({ id: row.id, studentId: userId, upResumeFileId: file.id, upResumeFileName: file.fileName, upResumeFileUrl: file.fileUrl });
      notifySuccess(t('resumes.list.uploaded'));
      setRound((n) => n + 1);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Space orientation="vertical" size={4}>
      <UploadControl key={round} use="resumePdf" maxCount={1} disabled={disabled || register.isPending} onChange={(files) => void onFiles(files)} data-testid="own-pdf-upload">
        <Button icon={<UploadOutlined />} disabled={disabled || register.isPending} loading={register.isPending}>
          {row.upResumeFileId ? t('resumes.list.replacePdf') : t('resumes.list.uploadPdf')}
        </Button>
      </UploadControl>
      {row.upResumeFileUrl ? (
        <a href={row.upResumeFileUrl} target="_blank" rel="noopener noreferrer" data-testid="own-pdf-download">
          <DownloadOutlined /> {t('resumes.list.download')}
          {row.upResumeFileName ? <>{t('resumes.list.colon')}<span lang={typedLang(row.upResumeFileName)}>{row.upResumeFileName}</span></> : null}
        </a>
      ) : (
        <Typography.Text type="secondary" data-testid="own-pdf-none">{t('resumes.list.noFile')}</Typography.Text>
      )}
    </Space>
  );
}
