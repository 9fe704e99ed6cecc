import { DownloadOutlined } from '@ant-design/icons';
import { profileExportInputSchema } from '@portal/contracts';
import type { ProfileExportInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/download-file.ts';
import { notifyError, notifyMessage } from '../../../shared/feedback.ts';
import { profileApi } from '../profile.api.ts';
import { entranceYears } from './entrance-years.ts';

/**
 * The cohort export: an entrance year and, optionally, one programme; the server writes the xlsx
 * and answers a signed link, which the browser downloads as an attachment.
 */
export function CohortExport({ programmes }: { programmes: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`profile.staff.${key}`);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ProfileExportInput>();
  const run = useMutation({ mutationFn: profileApi.adminExport });

  const onOk = async () => {
    let values: ProfileExportInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = profileExportInputSchema.parse(values);
    try {
      const file = await run.mutateAsync(body);
      downloadFile(file.fileUrl, file.fileName);
      notifyMessage('success', s('exported'));
      setOpen(false);
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)} data-testid="profile-export-open">{s('export')}</Button>
      <Modal open={open} title={s('exportTitle')} onCancel={() => setOpen(false)} destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>{t('common.actions.cancel')}</Button>,
          <Button key="run" type="primary" loading={run.isPending} onClick={() => void onOk()} data-testid="profile-export-run">{s('exportButton')}</Button>,
        ]}>
        <Form form={form} layout="vertical" name="profile-export" initialValues={{ entranceYear: entranceYears()[1] }}>
          <Form.Item name="entranceYear" label={s('entranceYear')} rules={[{ required: true, message: t('profile.student.requiredMissing') }]}>
            <Select options={entranceYears().map((y) => ({ value: y, label: String(y) }))} data-testid="profile-export-year" />
          </Form.Item>
          <Form.Item name="pageType" label={s('programme')}>
            <Select allowClear options={programmes} placeholder={s('allProgrammes')} data-testid="profile-export-programme" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
