import type { DdAdminManage } from '@portal/contracts';
import { DatePicker, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { RichTextEditor } from '../../../shared/rich-text-editor.tsx';
import { ddStaffApi, useDdStaffMutation } from './dd-staff.api.ts';
import { newRoundValues, roundFormIssues, roundValues, toManageInput } from './round-form-model.ts';
import type { RoundFormValues } from './round-form-model.ts';

/**
 * Create or change a round: name, application window, the maximum of programmes a student may
 * submit, enabled, the notice and the agreement (title, rich-text content, hint). Rich text is
 * sanitised by the server on write and by the view on render; the contracts' schema checks the rest here first.
 */
export function RoundFormDialog({ editing, onClose }: { editing: DdAdminManage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoundFormValues>();
  const save = useDdStaffMutation(ddStaffApi.saveManage);
  const f = (key: string) => t(`doubleDegree.staff.roundForm.${key}`);
  const required = [{ required: true, message: f('required') }];

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const issues = roundFormIssues(values);
    if (issues.length) {
      form.setFields(issues.map((name) => ({ name, errors: [f(`invalid.${name}`)] })));
      return;
    }
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input: toManageInput(values) });
      notifySuccess(t('common.feedback.saved'));
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Modal open width={860} title={editing ? f('editTitle') : f('newTitle')} onCancel={onClose} onOk={() => void submit()}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden
      okButtonProps={{ 'data-testid': 'dd-round-form-save' }}>
      <Form<RoundFormValues> form={form} layout="vertical" initialValues={editing ? roundValues(editing) : newRoundValues()} data-testid="dd-round-form">
        <Form.Item name="simpleName" label={f('simpleName')} rules={[{ required: true, whitespace: true, message: f('required') }]}>
          <Input maxLength={100} data-testid="dd-round-form-name" />
        </Form.Item>
        {/* The picker gives aria-* to both its inputs: the end one has no label of its own otherwise. */}
        <Form.Item name="window" label={f('window')} rules={required} extra={f('windowHelp')}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={f('window')} data-testid="dd-round-form-window" />
        </Form.Item>
        <Form.Item name="maxChooseProjectCount" label={f('maxChooseProjectCount')} rules={required} extra={f('maxHelp')}>
          <InputNumber min={1} max={20} precision={0} data-testid="dd-round-form-max" />
        </Form.Item>
        <Form.Item name="isEnable" label={f('isEnable')} valuePropName="checked" extra={f('isEnableHelp')}>
          <Switch data-testid="dd-round-form-enabled" />
        </Form.Item>
        <Form.Item name="notice" label={f('notice')}>
          <RichTextEditor lang="zh-CN" minHeight={140} data-testid="dd-round-form-notice" />
        </Form.Item>
        <Form.Item name="agreementTitle" label={f('agreementTitle')}>
          <Input lang="zh-CN" maxLength={200} data-testid="dd-round-form-agreement-title" />
        </Form.Item>
        <Form.Item name="agreementContent" label={f('agreementContent')}>
          <RichTextEditor lang="zh-CN" minHeight={140} data-testid="dd-round-form-agreement" />
        </Form.Item>
        <Form.Item name="agreementHint" label={f('agreementHint')} extra={f('agreementHintHelp')}>
          <Input lang="zh-CN" maxLength={200} data-testid="dd-round-form-agreement-hint" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
