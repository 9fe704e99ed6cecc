import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface TextDialogProps {
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  pending: boolean;
  onOk: (text: string) => void;
  onCancel: () => void;
}

/** One free text for a booking: the message to the student with a decision, or the counsellor's private note. */
export function TextDialog({ title, label, initial, maxLength, pending, onOk, onCancel }: TextDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  return (
    <Modal open title={title} wrapProps={{ 'data-testid': 'desk-dialog' }} onCancel={onCancel} confirmLoading={pending} okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')}
      onOk={() => void form.validateFields().then((v) => onOk((v.text ?? '').trim()))}>
      <Form form={form} layout="vertical" initialValues={{ text: initial }}>
        <Form.Item name="text" label={label}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={maxLength} showCount data-testid="desk-dialog-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
