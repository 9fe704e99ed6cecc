import { roleChangeSchema, ROLE_REASON_MAX } from '@portal/contracts';
import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/zod-rule.ts';

export interface ReasonValues {
  reason: string;
}

interface ReasonDialogProps<V> {
  title: ReactNode;
  /** What the change does, said before the fields. */
  intro?: ReactNode;
  okText: string;
  danger?: boolean;
  pending: boolean;
  /** Test ids of the reason field and the OK button. */
  reasonTestId: string;
  submitTestId: string;
  /** Answers true when the change was made, and the dialog closes. */
  onSubmit: (values: V & ReasonValues) => Promise<boolean>;
  onClose: () => void;
  /** The fields before the reason (the person, the role). */
  children?: ReactNode;
}

/**
 * The dialog of every grant and revoke: its own fields, then the reason the audit log keeps, checked
 * with the schema the server checks it with (required, at most 500 characters).
 */
export function ReasonDialog<V extends object = object>(props: ReasonDialogProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V & ReasonValues>();
  const label = t('people.roles.reason');
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values && (await props.onSubmit(values))) props.onClose();
  };
  return (
    <Modal
      open title={props.title} onCancel={props.onClose} onOk={() => void submit()} destroyOnHidden
      okText={props.okText} cancelText={t('common.actions.cancel')} confirmLoading={props.pending}
      okButtonProps={{ danger: props.danger ?? false, 'data-testid': props.submitTestId }}
    >
      {props.intro ? <p>{props.intro}</p> : null}
      <Form form={form} layout="vertical" preserve={false}>
        {props.children}
        <Form.Item name="reason" label={label} rules={[zodRule(roleChangeSchema.shape.reason, label)]} required extra={t('people.roles.reasonHelp')}>
          <Input.TextArea rows={3} maxLength={ROLE_REASON_MAX} showCount data-testid={props.reasonTestId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
