import { UploadOutlined } from '@ant-design/icons';
import { extensionOf, fileRecordSchema, formatBytes, messageText, uploadRules } from '@portal/contracts';
import type { FileRecord, UploadUse } from '@portal/contracts';
import { Button, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyMessage } from './feedback.ts';
import { http } from './http-client.ts';
import { BizError, alreadyNotified } from './http-errors.ts';
import { messageLang } from './language.ts';

interface UploadControlProps {
  /** The screen's rule in `uploadRules`: extension list and size limit, also checked by the server. */
  use: UploadUse;
  value?: FileRecord[];
  onChange?: (files: FileRecord[]) => void;
  /** Told whether a file is still on its way, for screens that must not save before it lands. */
  onUploadingChange?: (uploading: boolean) => void;
  maxCount?: number;
  disabled?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}

const toUploadFile = (f: FileRecord): UploadFile<FileRecord> => ({
  uid: f.id,
  name: f.fileName,
  status: 'done',
  url: f.fileUrl,
  response: f,
});

/**
 * Checks the file against the screen's rule before sending it, so a wrong type or an oversized
 * file is refused at once with the same coded text the server would answer (90010, 90011).
 */
export function checkUpload(use: UploadUse, file: { name: string; size: number }): string | null {
  const rule = uploadRules[use];
  const lang = messageLang();
  const allowed: readonly string[] = rule.extensions;
  if (!allowed.includes(extensionOf(file.name))) {
    return messageText('90010', lang, { allowed: rule.extensions.join(', ') }) ?? '';
  }
  if (file.size > rule.maxBytes) return messageText('90011', lang, { limit: formatBytes(rule.maxBytes) }) ?? '';
  return null;
}

/** antd Upload sending through the shared client: bearer token, refresh on 401, envelope codes. */
export function UploadControl({ use, value, onChange, onUploadingChange, maxCount, disabled, children, ...rest }: UploadControlProps) {
  const { t } = useTranslation();
  const [fileList, setFileList] = useState<UploadFile<FileRecord>[]>(() => (value ?? []).map(toUploadFile));

  const emit = (list: UploadFile<FileRecord>[]) => {
    const done = list.flatMap((f) => (f.status === 'done' && f.response ? [f.response] : []));
    onChange?.(done);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkUpload(use, file);
    if (problem) {
      notifyMessage('warning', problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps<FileRecord>['customRequest'] = ({ file, onSuccess, onError }) => {
    if (typeof file === 'string') return;
    http
      .upload(`/GsmFile/FileUpLoad?use=${encodeURIComponent(use)}`, file, fileRecordSchema)
      .then((record) => {
        onSuccess?.(record);
        notifyMessage('success', t('common.upload.success'));
      })
      .catch((error: unknown) => {
        // The server's own reason (700) beats a generic text; the client already showed the rest.
        if (error instanceof BizError) notifyMessage('error', error.message);
        else if (!alreadyNotified(error)) notifyMessage('error', t('common.upload.failed'));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };

  return (
    <Upload<FileRecord>
      fileList={fileList}
      maxCount={maxCount}
      disabled={disabled}
      accept={uploadRules[use].extensions.map((e) => `.${e}`).join(',')}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={({ fileList: next }) => {
        // Failed items are dropped: the notice said why, and a red row adds nothing.
        const kept = next.filter((f) => f.status !== 'error');
        setFileList(kept);
        emit(kept);
        onUploadingChange?.(kept.some((f) => f.status === 'uploading'));
      }}
      data-testid={rest['data-testid']}
    >
      {children ?? (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {t('common.upload.choose')}
        </Button>
      )}
    </Upload>
  );
}
