import { UploadOutlined } from '@ant-design/icons';
import { PHOTO_EXTENSIONS, PHOTO_UPLOAD_USE, messageText, studentPhotoSchema, type PersonalInfoPageType } from '@portal/contracts';
import { Button, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyMessage } from '../../shared/feedback.ts';
import { messageLang } from '../../shared/language.ts';
import { personalInfoApi } from './personal-info.api.ts';
import { photoProblem } from './photo-check.ts';

/** The photo's JSON text (PROF-N11) as the upload list's one item. */
function listOf(value: string | undefined): UploadFile[] {
  if (!value) return [];
  try {
    const p = studentPhotoSchema.parse(JSON.parse(value));
    return [{ uid: p.uid, name: p.name, url: p.url, thumbUrl: p.url, status: 'done' }];
  } catch {
    return [];
  }
}

interface PhotoFieldProps {
  pageType: PersonalInfoPageType;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * The photo of the form, its value the JSON text {name, uid, url, status}. A file is checked before
 * it is sent (format, size and, for EMBA, 447×626 px) and refused with the spec's words.
 */
export function PhotoField({ pageType, value, onChange, id }: PhotoFieldProps) {
  const { t } = useTranslation();
  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const problem = await photoProblem(file, pageType);
    if (!problem) return true;
    notifyMessage('warning', messageText(problem, messageLang()) ?? problem);
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (typeof file === 'string') return;
    personalInfoApi.uploadPhoto(PHOTO_UPLOAD_USE[pageType], file)
      .then((record) => {
        onSuccess?.(record);
        onChange?.(JSON.stringify({ name: record.fileName, uid: record.id, url: record.fileUrl, status: 'done' }));
      })
      .catch((err: unknown) => {
        notifyError(err, 'warning');
        onError?.(err instanceof Error ? err : new Error(String(err)));
      });
  };
  return (
    <Upload
      listType="picture"
      maxCount={1}
      fileList={listOf(value)}
      accept={PHOTO_EXTENSIONS.map((e) => `.${e}`).join(',')}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={() => { onChange?.(''); return true; }}
      data-testid="person-info-photo"
    >
      <Button id={id} icon={<UploadOutlined />}>{t('personalInfo.page.photo.choose')}</Button>
    </Upload>
  );
}
