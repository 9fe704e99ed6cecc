import { MAX_MOBILITY_FILES, mobilityFileSchema, passportNoSchema, studentFileCategories, type FileRecord, type StudentFileRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { UploadControl } from '../../../shared/upload-control.tsx';
import { mobilityApi, mobilityKeys, useMobilityMutation } from '../mobility.api.ts';

type Values = { passportNo: string } & Record<(typeof studentFileCategories)[number], FileRecord[]>;

const filesOf = (text: string): FileRecord[] => {
  try {
    return z.array(mobilityFileSchema).parse(JSON.parse(text)).map((f) => ({ id: f.id, fileName: f.fileName, fileUrl: f.fileUrl ?? '' }));
  } catch {
    return [];
  }
};
const valuesOf = (r: StudentFileRecord): Values =>
  ({ passportNo: r.passportNo, ...Object.fromEntries(studentFileCategories.map((c) => [c, filesOf(r[c])])) }) as Values;

/** The documents of a place (MOB-U04, V02): passport number and the six categories, at most 10 files each. */
export function DocumentsDrawer({ planId, open, onClose }: { planId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const record = useQuery({ queryKey: mobilityKeys.studentFile(planId), queryFn: () => mobilityApi.studentFile(planId), enabled: open });
  const save = useMobilityMutation(mobilityApi.saveStudentFile);
  const submit = async () => {
    const v = await form.validateFields();
    const lists = Object.fromEntries(studentFileCategories.map((c) => [c, JSON.stringify((v[c] ?? []).map((f) => ({ id: f.id, fileName: f.fileName })))]));
    try {
      await save.mutateAsync({ id: record.data?.id ?? 0, planId, studentNumber: record.data?.studentNumber, passportNo: v.passportNo ?? '', ...lists });
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('mobility.documents.title')} width={720} destroyOnHidden
      extra={<Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="documents-save">{t('mobility.documents.save')}</Button>}>
      {record.data && (
        <Form form={form} layout="vertical" initialValues={valuesOf(record.data)} data-testid="documents-form">
          <p>
            {record.data.isComplete
              ? <Tag color="success" data-testid="documents-complete">{t('mobility.documents.complete')}</Tag>
              : <Tag color="warning" data-testid="documents-incomplete">{t('mobility.documents.incomplete')}</Tag>}
          </p>
          <Form.Item name="passportNo" label={t('mobility.documents.passportNo')} extra={t('mobility.documents.passportHelp')}
            rules={[{ validator: (_, v: string) => (!v || passportNoSchema.safeParse(v).success ? Promise.resolve() : Promise.reject(new Error(t('mobility.documents.passportHelp')))) }]}>
            <Input maxLength={20} autoComplete="off" data-testid="documents-passport" />
          </Form.Item>
          {studentFileCategories.map((c) => (
            <Form.Item key={c} name={c} label={t(`mobility.documents.categories.${c}`)} extra={t('mobility.documents.filesHelp', { max: MAX_MOBILITY_FILES })}>
              <UploadControl use="visiting" maxCount={MAX_MOBILITY_FILES} data-testid={`documents-${c}`} />
            </Form.Item>
          ))}
        </Form>
      )}
    </Drawer>
  );
}
