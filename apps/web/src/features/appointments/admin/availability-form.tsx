import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { availabilityInputSchema, BUFFER_MINUTES, INTERFLOW_TYPES, MAX_AVAILABILITY_WEEKS, SLOT_MINUTES } from '@portal/contracts';
import type { AdminCounsellor, AvailabilityInput } from '@portal/contracts';
import { Button, DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerNow } from '../../../shared/date-format.ts';
import { notifyError, notifyMessage } from '../../../shared/feedback.ts';
import { zodRule } from '../../../shared/zod-rule.ts';
import { deskApi, useDeskMutation } from './desk.api.ts';

interface Values {
  interviewConsultTypeKey: number;
  firstDate: Dayjs;
  weeks: number;
  blocks: { weekday: number; start: string; end: string }[];
  slotMinutes: number;
  bufferMinutes: number;
  interflowType: number;
  address: string;
  addressEn?: string;
}

const shape = availabilityInputSchema.shape;
const block = shape.blocks.element.shape;

/**
 * Recurring availability: weekly blocks from a first day for N weeks, cut into slots of a length
 * with a buffer between them, in person or online at an address. The server skips slots that
 * overlap existing ones or lie in the past and says how many.
 */
export function AvailabilityForm({ counsellor }: { counsellor: AdminCounsellor }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const publish = useDeskMutation(deskApi.publish);
  const p = (key: string, params: Record<string, unknown> = {}) => t(`appointments.admin.publish.${key}`, params);
  const types = [...new Set(counsellor.offers.map((o) => o.interviewConsultTypeKey))];

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      notifyMessage('warning', t('appointments.student.drawer.requiredTips'));
      return;
    }
    const input: AvailabilityInput = {
      interviewConsultTypeKey: v.interviewConsultTypeKey,
      firstDate: v.firstDate.format('YYYY-MM-DD'),
      weeks: v.weeks,
      blocks: v.blocks,
      slotMinutes: v.slotMinutes,
      bufferMinutes: v.bufferMinutes,
      interflowType: v.interflowType,
      address: v.address.trim(),
      addressEn: (v.addressEn ?? '').trim(),
    };
    try {
      const result = await publish.mutateAsync({ counsellorId: counsellor.id, input });
      notifyMessage('success', p('result', result));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 720 }} data-testid="availability-form"
      initialValues={{
        interviewConsultTypeKey: types[0] ?? 1, firstDate: pickerNow().add(1, 'day'), weeks: 2, slotMinutes: 60, bufferMinutes: 0,
        interflowType: INTERFLOW_TYPES[0].key, blocks: [{ weekday: 1, start: '09:00', end: '11:00' }],
      }}>
      <Form.Item name="interviewConsultTypeKey" label={p('type')} rules={[{ required: true }]}>
        <Radio.Group options={types.map((k) => ({ value: k, label: t(`appointments.student.types.${k}`) }))} />
      </Form.Item>
      <Space wrap size="large">
        <Form.Item name="firstDate" label={p('firstDate')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} data-testid="availability-first-date" />
        </Form.Item>
        <Form.Item name="weeks" label={p('weeks')} rules={[zodRule(shape.weeks, p('weeks'))]}>
          <InputNumber min={1} max={MAX_AVAILABILITY_WEEKS} data-testid="availability-weeks" />
        </Form.Item>
        <Form.Item name="slotMinutes" label={p('slotMinutes')} rules={[zodRule(shape.slotMinutes, p('slotMinutes'))]}>
          <InputNumber min={SLOT_MINUTES.min} max={SLOT_MINUTES.max} step={15} />
        </Form.Item>
        <Form.Item name="bufferMinutes" label={p('bufferMinutes')} rules={[zodRule(shape.bufferMinutes, p('bufferMinutes'))]}>
          <InputNumber min={BUFFER_MINUTES.min} max={BUFFER_MINUTES.max} step={5} />
        </Form.Item>
      </Space>
      <Form.List name="blocks">
        {(fields, { add, remove }) => (
          <Form.Item label={p('blocks')} required>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'weekday']} rules={[{ required: true }]}>
                  <Select style={{ width: 130 }} aria-label={p('weekday')} data-testid="availability-weekday"
                    options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`appointments.admin.weekdays.${d}`) }))} />
                </Form.Item>
                <Form.Item name={[field.name, 'start']} rules={[zodRule(block.start, p('start'))]}>
                  <Input style={{ width: 90 }} placeholder="09:00" aria-label={p('start')} data-testid="availability-start" />
                </Form.Item>
                <span>~</span>
                <Form.Item name={[field.name, 'end']} dependencies={[['blocks', field.name, 'start']]} rules={[
                  zodRule(block.end, p('end')),
                  ({ getFieldValue }) => ({
                    validator: async (_r, end: string) => {
                      const start: unknown = getFieldValue(['blocks', field.name, 'start']);
                      if (typeof start === 'string' && end && end <= start) throw new Error(p('endBeforeStart'));
                    },
                  }),
                ]}>
                  <Input style={{ width: 90 }} placeholder="11:00" aria-label={p('end')} data-testid="availability-end" />
                </Form.Item>
                {fields.length > 1 ? <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={p('removeBlock', { n: i + 1 })} /> : null}
              </Space>
            ))}
            <div><Button icon={<PlusOutlined />} onClick={() => add({ weekday: 1, start: '14:00', end: '16:00' })} disabled={fields.length >= 21}>{p('addBlock')}</Button></div>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="interflowType" label={p('interflowType')} rules={[{ required: true }]}>
        <Radio.Group options={INTERFLOW_TYPES.map((x) => ({ value: x.key, label: t(`appointments.admin.interflow.${x.key}`) }))} />
      </Form.Item>
      <Form.Item name="address" label={p('address')} rules={[zodRule(shape.address, p('address'))]} required>
        <Input data-testid="availability-address" />
      </Form.Item>
      <Form.Item name="addressEn" label={p('addressEn')} rules={[zodRule(shape.addressEn, p('addressEn'))]}>
        <Input data-testid="availability-address-en" />
      </Form.Item>
      <Button type="primary" loading={publish.isPending} onClick={() => void submit()} data-testid="availability-submit">{p('submit')}</Button>
    </Form>
  );
}
