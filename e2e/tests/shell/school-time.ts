import { SCHOOL_TZ } from '@portal/contracts/time';

/**
 * An instant as the portal shows it: YYYY-MM-DD HH:mm in the school's zone. The browser of the
 * tests runs in another zone (playwright.config.ts), so a page showing this text shows Beijing time.
 */
export function schoolDateTime(at: Date | string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TZ, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
