/**
 * The class periods (class_times) a slot's real times fall in: a slot stores its own begin and end
 * times (the one source of when it meets) and the periods only name them for the spec's screens.
 */

export interface Period { period: number; beginTime: string; endTime: string }

/** 'HH:MM' as the period it falls in: the last period beginning at or before it (start), the first ending at or after it (end). */
export function periodOf(periods: readonly Period[], hhmm: string, edge: 'start' | 'end'): number {
  if (edge === 'start') return [...periods].reverse().find((p) => p.beginTime <= hhmm)?.period ?? periods[0]!.period;
  return periods.find((p) => p.endTime >= hhmm)?.period ?? periods.at(-1)!.period;
}

/** The periods of a slot from its times, ordered so that classStart <= classEnd holds. */
export function periodsOf(periods: readonly Period[], beginTime: string, endTime: string): { classStart: number; classEnd: number } {
  const classStart = periodOf(periods, beginTime, 'start');
  return { classStart, classEnd: Math.max(classStart, periodOf(periods, endTime, 'end')) };
}

/** The times of a slot given by its periods (the demo and the tests write slots so). */
export function timesOf(periods: readonly Period[], classStart: number, classEnd: number): { beginTime: string; endTime: string } {
  const at = (n: number) => periods.find((p) => p.period === n);
  return { beginTime: at(classStart)?.beginTime ?? '00:00', endTime: at(classEnd)?.endTime ?? '23:59' };
}
