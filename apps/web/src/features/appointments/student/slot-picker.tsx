import { Empty, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, inSchool } from '../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import type { TimeSlot as Slot } from '@portal/contracts';

interface SlotPickerProps {
  slots: Slot[];
  loading?: boolean;
  value?: number;
  onChange?: (id: number) => void;
}

/** The slots by school day, in time order: one tab per day. */
export function slotsByDay(slots: Slot[]): { day: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const s of [...slots].sort((a, b) => Date.parse(a.beginTime) - Date.parse(b.beginTime))) {
    const day = inSchool(s.beginTime).format('YYYY-MM-DD');
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, slots: list }));
}

/**
 * Date tabs (date and weekday) of radio time slots (BOOK-U03): 'HH:mm~HH:mm', the interflow type
 * and the address, Beijing time whatever the browser's zone; a disabled slot cannot be chosen (BOOK-S04).
 * The days are a row of toggle buttons rather than antd Tabs: two weeks of days overflow a tab bar,
 * whose overflow button inside the tablist is an accessibility fault (aria-required-children).
 */
export function SlotPicker({ slots, loading, value, onChange }: SlotPickerProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const days = slotsByDay(slots);
  const chosenDay = days.find((d) => d.slots.some((s) => s.id === value))?.day;
  const [picked, setPicked] = useState<string | undefined>(undefined);
  if (loading) return <Spin />;
  if (days.length === 0) return <Empty description={t('appointments.student.drawer.noSlots')} />;
  const day = days.find((d) => d.day === (picked ?? chosenDay)) ?? days[0]!;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group optionType="button" value={day.day} onChange={(e) => setPicked(String(e.target.value))} aria-label={t('appointments.student.drawer.days')}>
        {days.map(({ day: d, slots: list }) => (
          <Radio.Button key={d} value={d} style={{ marginBottom: 4 }}>
            <span data-testid="slot-day">{inSchool(list[0]?.beginTime ?? d).format('MM-DD ddd')}</span>
          </Radio.Button>
        ))}
      </Radio.Group>
      <Radio.Group value={value} onChange={(e) => onChange?.(Number(e.target.value))} aria-label={t('appointments.student.drawer.slots')} data-testid="slot-list">
        <Space direction="vertical">
          {day.slots.map((s) => (
            <Radio key={s.id} value={s.id} disabled={s.disabled}>
              <span data-testid={s.disabled ? 'slot-disabled' : 'slot-option'}>
                <span data-testid="slot-time">{formatTime(s.beginTime)}~{formatTime(s.endTime)}</span>
                <span style={{ marginLeft: 12 }}>{pickText(lang, s.interviewConsultInterflowTypeDes, s.interviewConsultInterflowTypeDesEN)}</span>
                <span style={{ marginLeft: 12 }}>{pickText(lang, s.address, s.addressEn)}</span>
              </span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Space>
  );
}
