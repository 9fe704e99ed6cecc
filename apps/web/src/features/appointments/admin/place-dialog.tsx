import { INTERFLOW_TYPES, slotPlaceInputSchema } from '@portal/contracts';
import type { SlotPlaceInput } from '@portal/contracts';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/zod-rule.ts';
import { slotText } from '../student/history-table.tsx';
import { placeInput } from './booking-changes.ts';
import type { PlaceTarget } from './booking-changes.ts';

interface PlaceDialogProps {
  target: PlaceTarget;
  pending: boolean;
  onOk: (input: SlotPlaceInput) => void;
  onCancel: () => void;
}

const shape = slotPlaceInputSchema.shape;

/** A slot's place or meeting link; the only thing of a slot that changes once made (server README 'Model'). */
export function PlaceDialog({ target, pending, onOk, onCancel }: PlaceDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SlotPlaceInput>();
  const m = (key: string, params: Record<string, unknown> = {}) => t(`appointments.admin.changes.${key}`, params);
  const p = (key: string) => t(`appointments.admin.publish.${key}`);
  return (
    <Modal open title={m('placeTitle', { time: slotText(target.beginTime, target.endTime) })} wrapProps={{ 'data-testid': 'desk-place-dialog' }}
      onCancel={onCancel} confirmLoading={pending} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')}
      onOk={() => void form.validateFields().then((v) => onOk(placeInput(v)))}>
      {target.booked ? <Alert type="info" showIcon title={m('placeBooked')} style={{ marginBottom: 12 }} data-testid="desk-place-booked" /> : null}
      <Form form={form} layout="vertical" initialValues={{ interflowType: target.interflowType, address: target.address, addressEn: target.addressEn }}>
        <Form.Item name="interflowType" label={p('interflowType')} rules={[{ required: true }]}>
          <Radio.Group options={INTERFLOW_TYPES.map((x) => ({ value: x.key, label: t(`appointments.admin.interflow.${x.key}`) }))} />
        </Form.Item>
        <Form.Item name="address" label={p('address')} rules={[zodRule(shape.address, p('address'))]} required>
          <Input maxLength={200} data-testid="desk-place-address" />
        </Form.Item>
        <Form.Item name="addressEn" label={p('addressEn')} rules={[zodRule(shape.addressEn, p('addressEn'))]}>
          <Input maxLength={200} data-testid="desk-place-address-en" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
