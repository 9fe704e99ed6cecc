import { sql, type SQL } from 'drizzle-orm';
import { SCHOOL_TZ } from '@portal/contracts';
import { schoolTerms } from './teaching.tables.ts';

/**
 * SQL: the instant the school term in which `at` falls began, for rules that count "this term"
 * (the no-show policies of appointments and career activities). The term is the school calendar's
 * (`school_terms`) whose window holds `at`; a moment outside every term (a break the calendar
 * leaves out, or a school with no calendar yet) falls back to the half-year rule: the term began
 * on 1 February or 1 August at the school.
 */
export function termBeganSql(at: SQL): SQL {
  const local = sql`((${at}) at time zone ${SCHOOL_TZ})`;
  const year = sql`extract(year from ${local})::int`;
  const month = sql`extract(month from ${local})::int`;
  const halfYear = sql`(case when ${month} between 2 and 7 then make_date(${year}, 2, 1)
    else make_date(${year} - case when ${month} = 1 then 1 else 0 end, 8, 1) end)::timestamp at time zone ${SCHOOL_TZ}`;
  return sql`coalesce((select max(${schoolTerms.startsAt}) from ${schoolTerms} where ${schoolTerms.startsAt} <= (${at}) and (${at}) < ${schoolTerms.endsAt}), ${halfYear})`;
}
