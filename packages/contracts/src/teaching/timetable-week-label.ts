/**
 * Teaching-week labels (FEATURES X-15): weeks are zero-based (0 is week 1). Chinese '第NN周', with
 * '负' before the number of a week before the term's first ('第负01周' for week -1); English 'Wk'
 * and two digits ('Wk01', 'Wk-01'). Web and server print weeks only through here.
 */
export function weekLabel(week: number, lang: 'zh' | 'en'): string {
  const n = week >= 0 ? week + 1 : -week;
  const digits = String(n).padStart(2, '0');
  if (lang === 'zh') return `第${week < 0 ? '负' : ''}${digits}周`;
  return `Wk${week < 0 ? '-' : ''}${digits}`;
}

/** A comma list of weeks ('0,1,2,-1') as labels, in the order given; blanks are skipped. */
export function weekLabels(selectedWeek: string, lang: 'zh' | 'en'): string[] {
  return selectedWeek.split(',').map((s) => s.trim()).filter((s) => /^-?\d+$/.test(s)).map((s) => weekLabel(Number(s), lang));
}
