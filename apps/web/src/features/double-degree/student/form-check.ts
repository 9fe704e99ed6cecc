import { issueMessage, messageText } from '@portal/contracts';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import i18next from 'i18next';
import type { z } from 'zod';
import { notifyMessage } from '../../../shared/feedback.ts';
import { messageLang } from '../../../shared/language.ts';

/**
 * Each wizard step checks its body with the contracts' schema the server saves with, before
 * anything is sent; these helpers carry the schema's refusals back to the form's fields, in the
 * catalogue's words, so a field reads the same whichever side refused it.
 */
type FieldPath = (string | number)[];

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The text of one issue on a labelled field: an empty value reads 'required'; the range rule has its own words. */
export function issueTextFor(issue: z.core.$ZodIssue, label: string, value: unknown): string {
  if (issue.code === 'custom') return i18next.t('doubleDegree.student.wizard.rangeError');
  const { code, params } = isEmpty(value) ? { code: '90100', params: {} } : issueMessage(issue);
  return messageText(code, messageLang(), { ...params, field: label }) ?? issue.message;
}

/**
 * Parses `body` with `schema`; on refusal puts each issue on its field (`locate` maps the schema
 * path to the form's name and label), shows the summary notice (MOB-V05) and returns null.
 */
export function checkStep<S extends z.ZodType>(
  form: FormInstance, schema: S, body: unknown, locate: (path: readonly PropertyKey[]) => { name: FieldPath; label: string } | null,
): z.output<S> | null {
  const parsed = schema.safeParse(body);
  form.setFields(form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => ({ name: f.name, errors: [] })));
  if (parsed.success) return parsed.data;
  const fields = new Map<string, { name: FieldPath; errors: string[] }>();
  const loose: string[] = [];
  for (const issue of parsed.error.issues) {
    const target = locate(issue.path);
    if (!target) {
      loose.push(issueTextFor(issue, i18next.t('doubleDegree.student.wizard.theList'), undefined));
      continue;
    }
    const key = JSON.stringify(target.name);
    const entry = fields.get(key) ?? { name: target.name, errors: [] };
    const text = issueTextFor(issue, target.label, form.getFieldValue(target.name));
    if (!entry.errors.includes(text)) entry.errors.push(text);
    fields.set(key, entry);
  }
  form.setFields([...fields.values()]);
  notifyMessage('warning', loose[0] ?? i18next.t('doubleDegree.student.wizard.requiredMissing'));
  return null;
}

/** A calendar date (no time of day: birth dates, study periods) between the wire and a picker. */
export const toDay = (s: string | null | undefined): Dayjs | null => (s ? dayjs(s.slice(0, 10)) : null);
export const fromDay = (d: Dayjs | null | undefined): string => (d ? d.format('YYYY-MM-DD') : '');
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
