import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { AdminSlot } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, fromPickerValue, inSchool, schoolNow } from '../../../shared/date-format.ts';
import { confirmAsync } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { Placeholder } from '../../../shared/panel.tsx';
import { canChange, placeOfSlot, targetOfSlot } from './booking-changes.ts';
import { deskApi, deskKeys, runDeskAction, useDeskMutation } from './desk.api.ts';
import { BookingChangeButtons, useBookingChanges } from './use-booking-changes.tsx';

/** The school Monday (YYYY-MM-DD) of the week holding today, moved by `offset` weeks. */
export function schoolMonday(today: string, offset: number): string {
  const d = dayjs(today);
  return d.subtract((d.day() + 6) % 7, 'day').add(offset * 7, 'day').format('YYYY-MM-DD');
}

/** The slots of a week by school day, in time order. */
function byDay(slots: AdminSlot[]): [string, AdminSlot[]][] {
  const days = new Map<string, AdminSlot[]>();
  for (const s of [...slots].sort((a, b) => Date.parse(a.beginTime) - Date.parse(b.beginTime))) {
    const day = inSchool(s.beginTime).format('YYYY-MM-DD ddd');
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days.entries()];
}

/**
 * A counsellor's week of slots, Beijing time, each free, booked (who, which state) or disabled;
 * disable, enable or delete a slot, change its place; move or cancel the booking it holds (the
 * bookings table's own actions, use-booking-changes.tsx).
 */
export function SlotCalendar({ counsellorId }: { counsellorId: number | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [offset, setOffset] = useState(0);
  const monday = schoolMonday(schoolNow().format('YYYY-MM-DD'), offset);
  const from = fromPickerValue(dayjs(monday));
  const to = fromPickerValue(dayjs(monday).add(7, 'day'));
  const slots = useQuery({ queryKey: deskKeys.slots(counsellorId, from), queryFn: () => deskApi.slots(counsellorId, from, to) });
  const disable = useDeskMutation(deskApi.disableSlot);
  const remove = useDeskMutation(deskApi.deleteSlot);
  const changes = useBookingChanges();
  const c = (key: string) => t(`appointments.admin.calendar.${key}`);

  const run = runDeskAction;
  const del = async (s: AdminSlot) => {
    if (await confirmAsync({ title: c('confirmDelete'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') })) await run(remove.mutateAsync(s.id));
  };

  const state = (s: AdminSlot) => {
    if (s.booking) {
      return <Tag color={s.booking.status === 1 ? 'green' : 'gold'}>{pickText(lang, s.booking.studentName, s.booking.studentNameEn)} · {t(`appointments.student.status.${s.booking.status}`)}</Tag>;
    }
    return s.disabled ? <Tag>{c('disabled')}</Tag> : <Tag color="blue">{c('free')}</Tag>;
  };

  const actions = (s: AdminSlot) => {
    const booking = targetOfSlot(s);
    return [
      // An empty action would still take a place in the row.
      ...(booking && canChange(booking, Date.now()) ? [<BookingChangeButtons key="changes" target={booking} changes={changes} />] : []),
      // Only a slot still to come: the place of one that has begun no longer tells anyone anything.
      ...(Date.parse(s.beginTime) > Date.now() ? [
        <Button key="place" type="link" size="small" onClick={() => changes.editPlace(placeOfSlot(s, Date.now()))} data-testid="calendar-place">{t('appointments.admin.changes.place')}</Button>,
      ] : []),
      <Button key="toggle" type="link" size="small" onClick={() => void run(disable.mutateAsync({ id: s.id, disabled: !s.disabled }))} data-testid="calendar-toggle">
        {s.disabled ? c('enable') : c('disable')}
      </Button>,
      ...(s.booking ? [] : [<Button key="delete" type="link" size="small" danger onClick={() => void del(s)}>{c('delete')}</Button>]),
    ];
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Button icon={<LeftOutlined />} onClick={() => setOffset(offset - 1)} aria-label={c('previous')} data-testid="calendar-previous" />
        <span data-testid="calendar-week">{monday} ~ {dayjs(monday).add(6, 'day').format('YYYY-MM-DD')}</span>
        <Button icon={<RightOutlined />} onClick={() => setOffset(offset + 1)} aria-label={c('next')} data-testid="calendar-next" />
      </Space>
      {slots.isLoading ? <Placeholder /> : null}
      {slots.data && slots.data.length === 0 ? <Empty description={c('empty')} /> : null}
      {byDay(slots.data ?? []).map(([day, list]) => (
        <Card key={day} size="small" title={day} data-testid="calendar-day">
          <List size="small" dataSource={list} renderItem={(s) => (
            <List.Item data-testid="calendar-slot" actions={actions(s)}>
              <Space wrap>
                <strong>{formatTime(s.beginTime)}~{formatTime(s.endTime)}</strong>
                <span>{t(`appointments.student.types.${s.interviewConsultTypeKey}`)}</span>
                <span>{t(`appointments.admin.interflow.${s.interflowType}`)} · {pickText(lang, s.address, s.addressEn)}</span>
                {counsellorId === null ? <span>{pickText(lang, s.counsellorName, s.counsellorNameEn)}</span> : null}
                {state(s)}
              </Space>
            </List.Item>
          )} />
        </Card>
      ))}
      {changes.dialogs}
    </Space>
  );
}
