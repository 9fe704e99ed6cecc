import type { AdminSlot } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { slotText } from '../student/history-table.tsx';
import { MOVE_WEEKS, moveTargets } from './booking-changes.ts';
import type { ChangeTarget } from './booking-changes.ts';
import { deskApi, deskKeys } from './desk.api.ts';

interface MoveDialogProps {
  target: ChangeTarget;
  pending: boolean;
  /** The chosen slot; the caller confirms and moves. */
  onOk: (slot: AdminSlot) => void;
  onCancel: () => void;
}

/** Picks the free slot of the same counsellor and type a booking moves to, from now to as far as availability is published. */
export function MoveDialog({ target, pending, onOk, onCancel }: MoveDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const m = (key: string, params: Record<string, unknown> = {}) => t(`appointments.admin.changes.${key}`, params);
  // The window is fixed when the dialog opens, so the query key stays one.
  const [range] = useState(() => ({ now: Date.now(), from: new Date().toISOString(), to: new Date(Date.now() + MOVE_WEEKS * 7 * 86_400_000).toISOString() }));
  const slots = useQuery({ queryKey: deskKeys.moveSlots(target.counsellorId), queryFn: () => deskApi.slots(target.counsellorId, range.from, range.to) });
  const options = useMemo(() => moveTargets(slots.data ?? [], target, range.now), [slots.data, target, range.now]);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const chosen = options.find((s) => s.id === picked);
  const name = pickText(lang, target.studentName, target.studentNameEn);
  const placeText = (s: AdminSlot) => `${t(`appointments.admin.interflow.${s.interflowType}`)} · ${pickText(lang, s.address, s.addressEn)}`;

  return (
    <Modal open title={m('moveTitle', { name })} wrapProps={{ 'data-testid': 'desk-move-dialog' }} onCancel={onCancel} confirmLoading={pending}
      okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')} okButtonProps={{ disabled: !chosen }} onOk={() => chosen && onOk(chosen)}>
      <p>{m('current', { time: slotText(target.beginTime, target.endTime) })}</p>
      {slots.data && options.length === 0 ? <Alert type="info" showIcon title={m('moveEmpty')} data-testid="desk-move-empty" /> : null}
      <Form layout="vertical">
        <Form.Item label={m('moveTo')} htmlFor="desk-move-slot">
          <Select<number> id="desk-move-slot" value={picked} onChange={setPicked} loading={slots.isLoading} data-testid="desk-move-slot"
            placeholder={m('movePick')} showSearch={{ optionFilterProp: 'label' }}
            options={options.map((s) => ({ value: s.id, label: `${slotText(s.beginTime, s.endTime)} · ${placeText(s)}` }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
