import { DownloadOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import type { PositionFile } from '@portal/contracts';
import { Alert, Button, List, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../../shared/rich-text-view.tsx';
import { ScrollRegion } from '../../../../shared/scroll-region.tsx';
import { useFilePreview } from '../recruitment.api.ts';

/** A docx or xlsx attachment as the server rendered it (sanitised there and again here). */
function HtmlPreview({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const preview = useFilePreview(fileId);
  if (preview.isLoading) return <Spin />;
  if (preview.isError || !preview.data) return <Alert type="warning" showIcon title={t('careers.recruitment.previewFailed')} />;
  return (
    <ScrollRegion label={preview.data.fileName}>
      <RichTextView html={preview.data.html} className="recruit-file-preview" data-testid="file-preview-html" />
    </ScrollRegion>
  );
}

/**
 * A posting's attachments (CAR-N02 vcFiles), previewed inside the portal (README 'Attachments'):
 * a PDF in a frame from its signed inline link, a docx or xlsx as HTML; every file can be downloaded.
 */
export function AttachmentList({ files }: { files: PositionFile[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<PositionFile | null>(null);
  if (files.length === 0) return <span>{t('careers.recruitment.noFiles')}</span>;
  return (
    <>
      <List
        size="small"
        dataSource={files}
        data-testid="position-files"
        renderItem={(f) => (
          <List.Item>
            <Space wrap>
              <FileOutlined aria-hidden />
              <span>{f.fileName}</span>
              {f.previewKind !== 'none' ? (
                <Button size="small" icon={<EyeOutlined />} onClick={() => setOpen(f)} data-testid="file-preview">{t('careers.recruitment.preview')}</Button>
              ) : null}
              <Button size="small" icon={<DownloadOutlined />} href={f.fileUrl} target="_blank" rel="noopener noreferrer">{t('careers.recruitment.download')}</Button>
            </Space>
          </List.Item>
        )}
      />
      <Modal open={!!open} title={open?.fileName} onCancel={() => setOpen(null)} footer={null} width={900} destroyOnHidden>
        {open?.previewKind === 'pdf' && open.previewUrl ? (
          <iframe src={open.previewUrl} title={open.fileName} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="file-preview-pdf" />
        ) : null}
        {open?.previewKind === 'html' ? <HtmlPreview fileId={open.fileId} /> : null}
      </Modal>
    </>
  );
}
