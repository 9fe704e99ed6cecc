import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';

/** d, h, m, s of a span in milliseconds. */
export function spanParts(ms: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { d: Math.floor(total / 86400), h: Math.floor((total % 86400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/**
 * The countdown to the plan's start (MOB-U05, K03): ticks each second on the server's clock (the
 * offset to the browser's is measured once), shows the start in Beijing time, and calls `onZero`
 * when it reaches zero on this page (a plan that had started or ended before the page opened does not).
 */
export function Countdown({ startTime, endTime, serverTime, onZero }: { startTime: string; endTime: string; serverTime: string; onZero: () => void }) {
  const { t } = useTranslation();
  const [offset] = useState(() => new Date(serverTime).getTime() - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  const [counting] = useState(() => new Date(startTime).getTime() > Date.now() + offset);
  const left = new Date(startTime).getTime() - now;
  useEffect(() => {
    if (left <= 0) {
      if (counting) onZero();
      return undefined;
    }
    const timer = window.setTimeout(() => setNow(Date.now() + offset), 1000);
    return () => window.clearTimeout(timer);
  }, [left, offset, onZero, counting]);
  const p = spanParts(left);
  return (
    <span data-testid="countdown" role="timer" aria-live="off">
      {left > 0 ? t('mobility.projects.countdown', { ...p, start: formatDateTime(startTime) })
        : t(new Date(endTime).getTime() <= now ? 'mobility.projects.ended' : 'mobility.projects.started')}
    </span>
  );
}
