import type { CalendarEvent } from '@portal/contracts';
import { Calendar, Popover, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMonthDay, formatTime, pickerNow, schoolNow, toPickerValue } from '../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { Panel } from '../../../shared/panel.tsx';
import type { Language } from '../../../shared/language.ts';
import { useCalendarEvents } from '../shell.api.ts';
import { CalendarFeedButton } from './calendar-feed-button.tsx';

/** The year selector spans ten years either side of today (selection.md §2.3). */
export const YEAR_SPAN = 10;
// Cells are wall-clock days; events are placed on the school's days (toPickerValue), so both meet.
const dayKey = (d: Dayjs) => d.format('YYYY-MM-DD');

/** Events by day; an event spanning several days is listed on each of them. */
export function groupByDay(events: CalendarEvent[]): Map<string, CalendarEvent[]> {
  const out = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    let day = toPickerValue(event.start).startOf('day');
    const last = toPickerValue(event.end).startOf('day');
    // Capped so a malformed multi-year range cannot spin through thousands of days.
    for (let i = 0; i < 370 && !day.isAfter(last); i += 1, day = day.add(1, 'day')) {
      const key = dayKey(day);
      out.set(key, [...(out.get(key) ?? []), event]);
    }
  }
  return out;
}

function EventLine({ event, lang }: { event: CalendarEvent; lang: Language }) {
  const title = pickText(lang, event.title, event.enTitle);
  const range = formatDate(event.start) === formatDate(event.end)
    ? `${formatTime(event.start)}–${formatTime(event.end)}`
    : `${formatMonthDay(event.start)} – ${formatMonthDay(event.end)}`;
  const label = (
    <>
      <span className={`calendar-kind calendar-kind-${event.kind === 'school' ? 'school' : 'own'}`} /> {title} <span className="calendar-event-range">{range}</span>
    </>
  );
  if (!event.url) return <div className="calendar-event-line">{label}</div>;
  return event.url.startsWith('/') ? (
    <Link className="calendar-event-line" to={event.url}>
      {label}
    </Link>
  ) : (
    <a className="calendar-event-line" href={event.url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** The home calendar: the user's events of the shown year, a dot per day, details on hover. */
export function HomeCalendar() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [value, setValue] = useState(() => pickerNow());
  const year = value.year();
  const events = useCalendarEvents(year);
  const byDay = useMemo(() => groupByDay(events.data ?? []), [events.data]);
  const thisYear = schoolNow().year();
  const years = Array.from({ length: YEAR_SPAN * 2 + 1 }, (_, i) => thisYear - YEAR_SPAN + i);

  return (
    <Panel title={t('shell.home.calendar')} extra={<CalendarFeedButton />} className="home-card" data-testid="home-calendar">
      <Calendar
        fullscreen={false}
        value={value}
        onPanelChange={(d) => setValue(d)}
        onSelect={(d) => setValue(d)}
        headerRender={({ value: shown, onChange }) => (
          <Space className="calendar-header">
            <Select
              size="small"
              data-testid="calendar-year"
              aria-label={t('shell.home.yearSelect')}
              value={shown.year()}
              options={years.map((y) => ({ value: y, label: t('shell.home.year', { year: y }) }))}
              onChange={(y) => onChange(shown.year(y))}
              popupMatchSelectWidth={false}
            />
            <Select
              size="small"
              value={shown.month()}
              aria-label={t('shell.home.monthSelect')}
              options={Array.from({ length: 12 }, (_, m) => ({ value: m, label: shown.month(m).format('MMM') }))}
              onChange={(m) => onChange(shown.month(m))}
              popupMatchSelectWidth={false}
            />
          </Space>
        )}
        fullCellRender={(date, info) => {
          if (info.type !== 'date') return info.originNode;
          const list = byDay.get(dayKey(date)) ?? [];
          // Today is the school's day, not the browser's (antd marks the browser's, hidden in app.css).
          const today = dayKey(date) === dayKey(pickerNow());
          const cell = (
            <div className={`ant-picker-cell-inner calendar-day${list.length ? ' calendar-day-busy' : ''}${today ? ' calendar-day-today' : ''}`}
              {...(today ? { 'data-testid': 'calendar-today', 'aria-current': 'date' as const } : {})}>
              {date.date()}
              {list.length ? <span className="calendar-dot" data-testid="calendar-event-dot" /> : null}
            </div>
          );
          if (list.length === 0) return cell;
          return (
            <Popover
              title={date.format('YYYY-MM-DD')}
              content={
                <div className="calendar-popover">
                  {list.map((e) => (
                    <EventLine key={e.id} event={e} lang={lang} />
                  ))}
                </div>
              }
            >
              {cell}
            </Popover>
          );
        }}
      />
    </Panel>
  );
}
