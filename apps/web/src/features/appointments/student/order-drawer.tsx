import { ConsultType } from '@portal/contracts';
import type { ConsultantCard, ConsultTypeKey, SubscribeDetail } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { confirmAsync, notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { useIsPhone } from '../../../shared/responsive.ts';
import { appointmentKeys, appointmentsApi, studentTypeOf, useAppointmentMutation } from '../appointments.api.ts';
import { SlotPicker } from './slot-picker.tsx';
import { SubscribeFields } from './subscribe-fields.tsx';
import { subscribeBody, valuesFromStored } from './subscribe-form-model.ts';
import type { SubscribeFormValues } from './subscribe-form-model.ts';
import { zodRule } from '../../../shared/zod-rule.ts';
import { z } from 'zod';

/** What the drawer opens on: a counsellor's card (a new booking) or a booking the edit check allowed. */
export type DrawerTarget =
  | { typeKey: ConsultTypeKey; counsellor: ConsultantCard; editing?: undefined }
  | { typeKey: ConsultTypeKey; counsellor?: undefined; editing: SubscribeDetail };

interface OrderDrawerProps {
  target: DrawerTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The wide side drawer of a booking (BOOK-U03, U05): type, counsellor, the date tabs of slots and
 * the form. A new booking asks the 24-hour confirmation first (BOOK-V07); a failed save closes the
 * drawer with the server's message (BOOK-S03).
 */
export function OrderDrawer({ target, ...rest }: OrderDrawerProps) {
  // A fresh form per opening: the uploads read their files once, when they mount.
  return target ? <OpenDrawer key={target.editing ? `edit-${target.editing.id}` : `new-${target.counsellor.id}-${target.typeKey}`} target={target} {...rest} /> : null;
}

function OpenDrawer({ target, onClose, onSaved }: OrderDrawerProps & { target: DrawerTarget }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  const user = useCurrentUser();
  const [form] = Form.useForm<SubscribeFormValues>();
  const studentType = studentTypeOf(user);
  const counsellorId = target.counsellor?.id ?? target.editing?.vdCounselorId ?? 0;
  const editingId = target.editing?.id ?? 0;
  const typeKey = target.typeKey;
  const slots = useQuery({
    queryKey: appointmentKeys.slots(counsellorId, typeKey, editingId),
    queryFn: () => appointmentsApi.slots(counsellorId, typeKey, studentType, editingId),
      });
  const save = useAppointmentMutation(appointmentsApi.save);

  const d = slots.data;
  const name = d ? pickText(lang, d.vdCounselorName, d.vdCounselorNameEn) : target.counsellor ? pickText(lang, target.counsellor.name, target.counsellor.nameEn) : '';

  const submit = async () => {
    let values: SubscribeFormValues;
    try {
      values = await form.validateFields();
    } catch {
      notifyMessage('warning', t('appointments.student.drawer.requiredTips'));
      return;
    }
    if (!target.editing) {
      const content = [t('appointments.student.drawer.confirm24h'), ...(typeKey === ConsultType.career ? [t('appointments.student.drawer.confirmBlocks')] : [])];
      const ok = await confirmAsync({
        title: t('appointments.student.drawer.confirmTitle'),
        content: <div data-testid="appointment-confirm">{content.map((c) => <p key={c}>{c}</p>)}</div>,
        okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel'),
      });
      if (!ok) return;
    }
    try {
      await save.mutateAsync(subscribeBody(values, {
        id: editingId, studentId: user.id, typeKey, counsellorId, consultId: d?.vdInterviewConsultId ?? target.counsellor?.vdInterviewConsultId ?? 0,
      }));
      notifySuccess();
      onSaved();
    } catch (err) {
      notifyError(err, 'info');
    }
    onClose();
  };

  return (
    <Drawer
      open
      width={isPhone ? '100%' : 880}
      onClose={onClose}
      title={t(target.editing ? 'appointments.student.drawer.titleEdit' : 'appointments.student.drawer.titleNew')}
      extra={(
        <Space>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="order-submit">{t('appointments.student.drawer.submit')}</Button>
        </Space>
      )}
    >
      <div data-testid="order-drawer-body">
      <Descriptions column={isPhone ? 1 : 2} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('appointments.student.drawer.type')}>{t(`appointments.student.types.${typeKey}`)}</Descriptions.Item>
        <Descriptions.Item label={t('appointments.student.drawer.counsellor')}><span data-testid="order-counsellor">{name}</span></Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" initialValues={target.editing ? valuesFromStored(target.editing) : undefined}>
        <Form.Item name="slotId" label={t('appointments.student.drawer.slots')}
          rules={[zodRule(z.number().int().positive(), t('appointments.student.drawer.slots'))]}>
          <SlotPicker loading={slots.isLoading} slots={d?.queryByIdForStudyDtoDateTimeDetailDto ?? []} />
        </Form.Item>
        <SubscribeFields typeKey={typeKey} />
      </Form>
      </div>
    </Drawer>
  );
}
