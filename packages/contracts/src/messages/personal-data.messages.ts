import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99300-99399): one person's data export and anonymisation. */
export const personalDataMessages = {
  '99300': { zh: '此人尚未离校，只有已离校的人员才能匿名化', en: 'This person has not left the school; only people who left can be anonymised' },
  '99301': { zh: '此人于 {leftOn} 离校，离校满 {years} 年后（{eligibleOn} 起）才能匿名化', en: 'This person left on {leftOn}; they can be anonymised {years} years after leaving, from {eligibleOn}' },
  '99302': { zh: '此人已经匿名化，不能再次匿名化', en: 'This person has already been anonymised' },
} satisfies MessageTable;
