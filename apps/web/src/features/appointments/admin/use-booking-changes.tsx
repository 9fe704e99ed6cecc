import type { AdminSlot, SlotPlaceInput } from '@portal/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { slotText } from '../student/history-table.tsx';
import { canChange } from './booking-changes.ts';
import type { ChangeTarget, PlaceTarget } from './booking-changes.ts';
import { deskApi, runDeskAction, useDeskMutation } from './desk.api.ts';
import { MoveDialog } from './move-dialog.tsx';
import { PlaceDialog } from './place-dialog.tsx';
import { TextDialog } from './text-dialog.tsx';

type Open = { kind: 'move' | 'cancel'; target: ChangeTarget } | { kind: 'place'; target: PlaceTarget };

export interface BookingChanges {
  move: (target: ChangeTarget) => void;
  cancel: (target: ChangeTarget) => void;
  editPlace: (target: PlaceTarget) => void;
  /** The open dialog, to render once where the hook is used. */
  dialogs: ReactNode;
}

/**
 * The staff's changes to a booking or a slot (issue 28: both people are told): move a booking to
 * another free slot, cancel it with a reason, change a slot's place. One implementation behind the
 * bookings table and the calendar; the move and the cancel are confirmed once chosen.
 */
export function useBookingChanges(): BookingChanges {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState<Open | null>(null);
  const move = useDeskMutation(deskApi.moveBooking);
  const cancel = useDeskMutation(deskApi.cancelBooking);
  const place = useDeskMutation(deskApi.setSlotPlace);
  const m = (key: string, params: Record<string, unknown> = {}) => t(`appointments.admin.changes.${key}`, params);
  const close = () => setOpen(null);
  const run = async (p: Promise<unknown>) => {
    if (await runDeskAction(p)) close();
  };
  const nameOf = (target: ChangeTarget) => pickText(lang, target.studentName, target.studentNameEn);

  const doMove = async (target: ChangeTarget, slot: AdminSlot) => {
    const ok = await confirmAsync({
      title: m('confirmMove', { name: nameOf(target) }),
      content: m('confirmMoveTip', { from: slotText(target.beginTime, target.endTime), to: slotText(slot.beginTime, slot.endTime) }),
      okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel'),
    });
    if (ok) await run(move.mutateAsync({ id: target.id, slotId: slot.id }));
  };
  const doCancel = async (target: ChangeTarget, replyNote: string) => {
    const ok = await confirmAsync({
      title: m('confirmCancel', { name: nameOf(target), time: slotText(target.beginTime, target.endTime) }),
      content: m('confirmCancelTip'), okText: m('cancelOk'), okButtonProps: { danger: true }, cancelText: m('keep'),
    });
    if (ok) await run(cancel.mutateAsync({ id: target.id, replyNote }));
  };
  const doPlace = (target: PlaceTarget, input: SlotPlaceInput) => void run(place.mutateAsync({ id: target.slotId, input }));

  let dialogs: ReactNode = null;
  if (open?.kind === 'move') {
    const target = open.target;
    dialogs = <MoveDialog target={target} pending={move.isPending} onOk={(slot) => void doMove(target, slot)} onCancel={close} />;
  } else if (open?.kind === 'cancel') {
    const target = open.target;
    dialogs = (
      <TextDialog title={m('cancelTitle', { name: nameOf(target) })} label={m('cancelReason')} initial="" maxLength={500} pending={cancel.isPending}
        onOk={(text) => void doCancel(target, text)} onCancel={close} />
    );
  } else if (open?.kind === 'place') {
    const target = open.target;
    dialogs = <PlaceDialog target={target} pending={place.isPending} onOk={(input) => doPlace(target, input)} onCancel={close} />;
  }

  return {
    move: (target) => setOpen({ kind: 'move', target }),
    cancel: (target) => setOpen({ kind: 'cancel', target }),
    editPlace: (target) => setOpen({ kind: 'place', target }),
    dialogs,
  };
}

/** Move and Cancel for a booking whose state allows them (the server's rule 5017, see canChange); nothing otherwise. */
export function BookingChangeButtons({ target, changes }: { target: ChangeTarget; changes: BookingChanges }) {
  const { t } = useTranslation();
  if (!canChange(target, Date.now())) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => changes.move(target)} data-testid="booking-move">{t('appointments.admin.changes.move')}</Button>
      <Button type="link" size="small" danger onClick={() => changes.cancel(target)} data-testid="booking-cancel">{t('appointments.admin.changes.cancel')}</Button>
    </>
  );
}
