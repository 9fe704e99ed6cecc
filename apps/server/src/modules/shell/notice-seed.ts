/** The shape of a demo notice; dates are relative to the day of seeding, or taken from the demo calendar. */
export interface NoticeSeed {
  title: string;
  enTitle: string;
  fieldType: 'report' | 'rule';
  noticeType: string;
  content: string;
  enContent: string;
  linkUrl?: string;
  linkTitle?: string;
  isTop?: boolean;
  useModel?: number;
  daysAgo: number;
  /** An exact publish time instead of 09:00 `daysAgo` days before the seed day. */
  publishAt?: Date;
  /** Or `days` after the latest demo-calendar event of this key suffix ('national-day', '3-fair'): a dated notice keeps its date. */
  anchor?: { event: string; days: number };
  pageType?: 'mba' | 'emba' | 'benyan';
  alertDays?: number;
}

/** Joins HTML fragments written one paragraph per line. */
export const html = (...parts: string[]): string => parts.join('');
