import { DD_VC_TYPE, ddFileTypes, type DdMyApplication, type FileRecord } from '@portal/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { UploadControl } from '../../../shared/upload-control.tsx';
import { ddApi, useDdMutation } from '../dd.api.ts';

type Group = keyof typeof ddFileTypes;
const groups = Object.keys(ddFileTypes) as Group[];
type Values = Record<Group, FileRecord[]>;

const valuesOf = (card: DdMyApplication): Values =>
  Object.fromEntries(groups.map((g) => [g, card.files.filter((f) => f.vcFileType === ddFileTypes[g]).map((f) => ({ id: f.fileId, fileName: f.fileName, fileUrl: f.fileUrl }))])) as Values;

/** The card's documents (C32): one upload area per academic year, six groups, saved together once every file has landed. */
export function DocumentsArea({ card }: { card: DdMyApplication }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState<Partial<Record<Group, boolean>>>({});
  const save = useDdMutation(ddApi.saveFiles);
  const submit = async () => {
    if (Object.values(uploading).some(Boolean)) {
      notifyMessage('warning', t('doubleDegree.student.documents.waitUpload'));
      return;
    }
    const v = form.getFieldsValue(true) as Values;
    const files = groups.flatMap((g) => (v[g] ?? []).map((f) => ({ fileId: f.id, fileName: f.fileName, fileUrl: f.fileUrl, vcFileType: ddFileTypes[g] })));
    try {
      await save.mutateAsync({ vcId: card.id, vcType: DD_VC_TYPE, files });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '220px' }} initialValues={valuesOf(card)} data-testid={`dd-documents-${card.id}`}>
      <p>{t('doubleDegree.student.documents.hint')}</p>
      {groups.map((g) => (
        <Form.Item key={g} name={g} label={t(`doubleDegree.student.documents.groups.${g}`)}>
          <UploadControl use="degreeDocument" onUploadingChange={(busy) => setUploading((u) => ({ ...u, [g]: busy }))}
            data-testid={`dd-documents-${card.id}-${g}`} />
        </Form.Item>
      ))}
      <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid={`dd-documents-save-${card.id}`}>
        {t('doubleDegree.student.documents.save')}
      </Button>
    </Form>
  );
}
