import { eq } from 'drizzle-orm';
import type { TermInput, TermRow } from '@portal/contracts';
import { apiKit } from '../../test/api-kit.ts';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../../platform/db/platform.tables.ts';

/**
 * Steps of the school calendar's tests: a term's input (far-future school years, so nothing the
 * seed wrote overlaps), the calls as eduadmin, and the audit rows they write.
 */
export function termsKit(t: () => TestApp, tokens: Record<string, string>) {
  const api = apiKit(t, tokens);
  const input = (schoolYear: number, o: Partial<TermInput> = {}): TermInput => ({
    schoolYear, term: 1, name: `${schoolYear}-${schoolYear + 1} 秋季`, nameEn: `Autumn ${schoolYear}-${schoolYear + 1}`,
    firstDay: `${schoolYear}-09-01`, weeks: 18, holidays: [], ...o,
  });
  const create = (v: TermInput, who = 'eduadmin') => api.call(who, 'POST', '/api/admin/teaching/terms', v);
  const update = (v: TermInput, who = 'eduadmin') => api.call(who, 'PUT', `/api/admin/teaching/terms/${v.schoolYear}/${v.term}`, v);
  const remove = (schoolYear: number, term: number, who = 'eduadmin') => api.call(who, 'DELETE', `/api/admin/teaching/terms/${schoolYear}/${term}`);
  const list = () => api.okData<TermRow[]>(api.call('eduadmin', 'GET', '/api/admin/teaching/terms'));
  const row = async (schoolYear: number, term = 1) => (await list()).find((r) => r.schoolYear === schoolYear && r.term === term);
  const audits = (action: string) => t().db.select().from(auditLog).where(eq(auditLog.action, action));
  return { ...api, input, create, update, remove, list, row, audits };
}
