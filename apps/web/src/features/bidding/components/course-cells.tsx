import type { ClassTime, Page } from '@portal/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { isEmbaTime, weekNumber } from '../bidding-rules.ts';

/** Course type codes with a label (education.md §1); any other code is shown as its number. */
const knownTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 100];

export function courseTypeText(t: TFunction, type: number): string {
  return knownTypes.includes(type) ? t(`bidding.courseTypes.c${type}`) : String(type);
}

/**
 * One class time as the spec shows it (FEATURES BID-U05), as its two parts: EMBA
 * 'startDate–endDate' and 'startTime–endTime'; MBA 'Wk01–Wk08' (第01周–第08周) and
 * 'Monday 14:00–16:35', weeks being zero-based on the wire.
 */
export function classTimeParts(t: TFunction, ct: ClassTime): [string, string] {
  if (isEmbaTime(ct)) return [`${ct.startDate.slice(0, 10)}–${ct.endDate.slice(0, 10)}`, `${ct.startTime}–${ct.endTime}`];
  const weeks = `${t('bidding.classTime.week', { n: weekNumber(ct.weekStart) })}–${t('bidding.classTime.week', { n: weekNumber(ct.weekEnd) })}`;
  return [weeks, `${t(`bidding.weekdays.d${ct.weekName}`)} ${ct.classStart}–${ct.classEnd}`];
}

export const classTimeText = (t: TFunction, ct: ClassTime) => classTimeParts(t, ct).join(' ');

/** Each class time on its own block, dates or weeks above the day and hours. */
export function ClassTimeList({ times }: { times: readonly ClassTime[] }) {
  const { t } = useTranslation();
  if (times.length === 0) return <span>—</span>;
  return (
    <div className="bid-class-times" data-testid="class-time">
      {times.map((ct, i) => {
        const [when, hours] = classTimeParts(t, ct);
        return (
          <div key={i} className="bid-class-time">
            <div>{when}</div>
            <div>{hours}</div>
          </div>
        );
      })}
    </div>
  );
}

/** The course name in the current language with its course type underneath. */
export function CourseNameCell({ cn, en, type }: { cn: string; en: string; type: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="bid-course-name">
      <div data-testid="course-name">{pickText(lang, cn, en)}</div>
      <Tag className="bid-course-type" data-testid="course-type">
        {courseTypeText(t, type)}
      </Tag>
    </div>
  );
}

/** A date-time of the wire in the school's time, minutes precision; a dash when absent. */
export const dateTime = (iso: string | null | undefined) => formatDateTime(iso, '—');

/** A time window 'begin – end'. */
export const windowText = (begin: string, end: string) => `${dateTime(begin)} – ${dateTime(end)}`;

/** Rows numbered across pages ('No.' column), from the page the server was asked for. */
export type Numbered<T> = T & { rowNo: number };

export function numbered<T extends object>(page: Page<T>, request: PageRequest): Page<Numbered<T>> {
  const offset = request.pageNo * request.pageSize;
  return { total: page.total, data: page.data.map((row, i) => ({ ...row, rowNo: offset + i + 1 })) };
}
