import { leftReasons, type LeftReason, type PersonLeft } from '@portal/contracts';
import { DatePicker, Form, Modal, Select, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerNow } from '../../../shared/date-format.ts';

interface Props {
  open: boolean;
  /** The person's name in the current language, for the question. */
  name: string;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (body: PersonLeft) => void;
}

/**
 * 'Mark as left': the day (not later than today at the school, which the server judges again by
 * the database clock) and why. The dialog is the confirmation: it says the account is disabled too.
 */
export function LeftDialog({ open, name, saving, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const p = (key: string, o: Record<string, unknown> = {}) => t(`people.person.left.${key}`, o);
  const [form] = Form.useForm<{ leftOn: Dayjs; reason: LeftReason }>();
  const today = pickerNow().endOf('day');
  const submit = async () => {
    const v = await form.validateFields();
    onSubmit({ leftOn: v.leftOn.format('YYYY-MM-DD'), reason: v.reason });
  };
  return (
    <Modal
      open={open} title={p('title', { name })} onCancel={onCancel} onOk={() => void submit()} confirmLoading={saving} destroyOnHidden
      okText={p('submit')} cancelText={t('common.actions.cancel')} okButtonProps={{ danger: true, 'data-testid': 'person-left-submit' } as ButtonProps}
    >
      <Typography.Paragraph>{p('body')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="person-left" initialValues={{ leftOn: pickerNow().startOf('day'), reason: 'graduated' }} preserve={false}>
        <Form.Item name="leftOn" label={p('date')} rules={[{ required: true, message: p('dateRequired') }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(today)} data-testid="person-left-date" />
        </Form.Item>
        <Form.Item name="reason" label={p('reason')} rules={[{ required: true }]}>
          <Select data-testid="person-left-reason" options={leftReasons.map((r) => ({ value: r, label: p(`reasons.${r}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
