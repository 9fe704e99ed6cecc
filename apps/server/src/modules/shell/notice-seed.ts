/** The shape of a demo notice; dates are relative to the day of seeding. */
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
  pageType?: 'mba' | 'emba' | 'benyan';
  alertDays?: number;
}

/** Joins HTML fragments written one paragraph per line. */
export const html = (...parts: string[]): string => parts.join('');
