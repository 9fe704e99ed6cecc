import { EXCUSE_REASON_MAX } from '@portal/contracts';
import type { RegistrantRow } from '@portal/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { activitiesApi, useActivityMutation } from '../activities.api.ts';

/** Excuses a registrant's no-show with a reason (kept on the sign-up, the change audited); it then no longer counts. */
export function ExcuseDialog({ row, onClose }: { row: RegistrantRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<{ reason: string }>();
  const excuse = useActivityMutation(activitiesApi.excuse);
  const x = (key: string) => t(`careers.activities.noShow.${key}`);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await excuse.mutateAsync({ id: row!.id, excuse: { reason: v.reason.trim() } });
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  return (
    <Modal open={!!row} title={row ? `${x('excuseTitle')} · ${pickText(lang, row.studentName, row.studentNameEn)}` : x('excuseTitle')}
      onOk={() => void submit()} onCancel={onClose} okText={x('excuse')} cancelText={t('common.actions.cancel')} confirmLoading={excuse.isPending}
      destroyOnHidden afterOpenChange={(open) => { if (open) form.resetFields(); }} data-testid="excuse-dialog">
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={x('reason')} rules={[{ required: true, whitespace: true, message: t('careers.activities.admin.required') }]}>
          <Input.TextArea rows={3} maxLength={EXCUSE_REASON_MAX} showCount data-testid="excuse-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
