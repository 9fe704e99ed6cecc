import { actions } from '@portal/contracts';
import type { AuditLogFilterInput, AuditLogRow, AuditOutcome } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { pickText, type Language } from '../../../shared/language.ts';

/** The filter form of the audit viewer as antd holds it. */
export interface AuditFilterForm {
  actor?: string | undefined;
  subject?: string | undefined;
  action?: string | undefined;
  path?: string | undefined;
  status?: AuditOutcome | undefined;
  /** School days: the pickers' wall clock is the school's (shared/date-format.ts). */
  range?: [Dayjs | null, Dayjs | null] | null | undefined;
}

/** The actions a row may carry: the routes' element actions and the simulator's start and stop. */
export const auditActions: readonly string[] = [...actions, 'simulate.start', 'simulate.stop'];

/** The i18n key of an action: dots would nest ('simulate.start' → 'simulateStart'). */
export const actionKey = (action: string) => action.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase());

const text = (s: string | undefined) => s?.trim() || undefined;

/** The request's filters: blanks left out, the days as the school's YYYY-MM-DD. */
export function toAuditFilter(v: AuditFilterForm): AuditLogFilterInput {
  const out: AuditLogFilterInput = {};
  const set = (key: 'actor' | 'subject' | 'action' | 'path', value: string | undefined) => {
    const t = text(value);
    if (t) out[key] = t;
  };
  set('actor', v.actor);
  set('subject', v.subject);
  set('action', v.action);
  set('path', v.path);
  if (v.status) out.status = v.status;
  const [from, to] = v.range ?? [];
  if (from) out.from = from.format('YYYY-MM-DD');
  if (to) out.to = to.format('YYYY-MM-DD');
  return out;
}

/** A person of a row: the name in the current language (the English one where there is one) and the username. */
export function personText(lang: Language, p: AuditLogRow['actor']): string {
  return `${pickText(lang, p.name, p.enName)} (${p.username})`;
}

/** What the row says was done: the method and the route pattern, then the ids it named. */
export function requestText(r: Pick<AuditLogRow, 'method' | 'path' | 'params'>): string {
  const ids = r.params ? Object.entries(r.params).map(([k, v]) => `${k}=${v}`).join(', ') : '';
  return `${r.method} ${r.path}${ids ? ` (${ids})` : ''}`;
}
