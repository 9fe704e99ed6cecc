import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Modal, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerNow } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { ddStaffApi, useDdStaffMutation } from './dd-staff.api.ts';
import { evenSlots, toInterviewDayInput } from './interview-slots.ts';
import type { DayFormIssue, InterviewDayFormValues } from './interview-slots.ts';

const SLOT_MINUTES = 30;
// The time pickers only give their wall clock (HH:mm); the day they sit on is irrelevant.
const clock = (hhmm: string): Dayjs => dayjs(`2000-01-01T${hhmm}:00`);

/** A new day starts a week ahead with one venue to name and a morning of half-hour slots, the usual grid. */
function newDayValues(): InterviewDayFormValues {
  return {
    day: pickerNow().add(7, 'day').startOf('day'),
    addresses: [''],
    slots: evenSlots('09:00', '11:00', SLOT_MINUTES).map((r) => ({ range: [clock(r.start), clock(r.end)] })),
  };
}

/**
 * An interview day of a programme: the date, its venues and its slots, all in Beijing time. A
 * slot is booked with one venue, so venues and slots are listed once for the day.
 */
export function InterviewDayDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InterviewDayFormValues>();
  const add = useDdStaffMutation(ddStaffApi.addInterviewDay);
  const f = (key: string, o: Record<string, unknown> = {}) => t(`doubleDegree.staff.dayForm.${key}`, o);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { input, issues } = toInterviewDayInput(projectId, values);
    if (issues.length) {
      // The list fields show their errors under the list (Form.ErrorList below).
      const field = (i: DayFormIssue): 'day' | 'addresses' | 'slots' => (i === 'order' || i === 'overlap' ? 'slots' : i);
      form.setFields(issues.map((i) => ({ name: field(i), errors: [f(`invalid.${i}`)] })));
      return;
    }
    try {
      await add.mutateAsync(input);
      notifySuccess(t('common.feedback.saved'));
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };

  // After the last slot, as long again (or half an hour when there is none yet).
  const nextSlot = (): [Dayjs, Dayjs] => {
    const slots = (form.getFieldValue('slots') as InterviewDayFormValues['slots'] | undefined) ?? [];
    const last = [...slots].reverse().find((s) => s?.range)?.range;
    if (!last) return [clock('09:00'), clock('09:30')];
    const minutes = Math.max(last[1].diff(last[0], 'minute'), 5);
    return [last[1], last[1].add(minutes, 'minute')];
  };

  return (
    <Modal open width={640} title={f('title')} onCancel={onClose} onOk={() => void submit()} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')}
      confirmLoading={add.isPending} destroyOnHidden okButtonProps={{ 'data-testid': 'dd-day-save' }}>
      <Form<InterviewDayFormValues> form={form} layout="vertical" initialValues={newDayValues()} data-testid="dd-day-form">
        <Form.Item name="day" label={f('day')} rules={[{ required: true, message: f('required') }]} extra={f('dayHelp')}>
          <DatePicker format="YYYY-MM-DD" aria-label={f('day')} data-testid="dd-day-date" />
        </Form.Item>
        <Form.Item label={f('venues')} extra={f('venuesHelp')} required>
          <Form.List name="addresses">
            {(fields, ops, { errors }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={field.name} noStyle>
                      <Input lang="zh-CN" maxLength={200} style={{ width: 360 }} aria-label={f('venueN', { n: i + 1 })} data-testid={`dd-day-venue-${i}`} />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={f('removeVenue', { n: i + 1 })} disabled={fields.length === 1} onClick={() => ops.remove(field.name)} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => ops.add('')} data-testid="dd-day-venue-add">{f('addVenue')}</Button>
                <Form.ErrorList errors={errors} />
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item label={f('slots')} extra={f('slotsHelp')} required>
          <Form.List name="slots">
            {(fields, ops, { errors }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'range']} noStyle>
                      <TimePicker.RangePicker format="HH:mm" minuteStep={5} order aria-label={f('slotN', { n: i + 1 })} data-testid={`dd-day-slot-${i}`} />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={f('removeSlot', { n: i + 1 })} onClick={() => ops.remove(field.name)} data-testid={`dd-day-slot-remove-${i}`} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => ops.add({ range: nextSlot() })} data-testid="dd-day-slot-add">{f('addSlot')}</Button>
                <Form.ErrorList errors={errors} />
              </Space>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}
