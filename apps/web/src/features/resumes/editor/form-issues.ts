import { issueMessage, messageText } from '@portal/contracts';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { messageLang } from '../../../shared/language.ts';

/**
 * The editor's forms are checked with the schema the server saves with (resume-sections.ts) before
 * anything is sent; these helpers carry the form's values to the schema's shape and its refusals
 * back to the fields they are about.
 */
export type FieldPath = (string | number)[];

/** Where an issue of the schema shows on the form, and what the field is called there. */
export interface IssueTarget {
  name: FieldPath;
  label: string;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The text of an issue for a labelled field: an empty value reads 'required' whatever zod found wrong with it. */
export function fieldIssueText(issue: z.core.$ZodIssue, label: string, value: unknown): string {
  const lang = messageLang();
  const { code, params } = isEmpty(value) ? { code: '90100', params: {} } : issueMessage(issue);
  return messageText(code, lang, { ...params, field: label }) ?? issue.message;
}

/**
 * Puts each issue on its field (`locate` maps a schema path to the form's); issues with no field (a
 * list's own length) come back as texts for a notice, named by `listLabel`. Earlier errors are cleared first.
 */
export function showIssues(form: FormInstance, issues: readonly z.core.$ZodIssue[], locate: (path: readonly PropertyKey[]) => IssueTarget | null, listLabel = ''): string[] {
  clearErrors(form);
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  const loose: string[] = [];
  for (const issue of issues) {
    const target = locate(issue.path);
    if (!target) {
      const lang = messageLang();
      const { code, params } = issueMessage(issue);
      loose.push(messageText(code, lang, { ...params, field: listLabel }) ?? issue.message);
      continue;
    }
    const key = JSON.stringify(target.name);
    const entry = byField.get(key) ?? { name: target.name, errors: [] };
    const value: unknown = form.getFieldValue(target.name);
    const text = fieldIssueText(issue, target.label, value);
    if (!entry.errors.includes(text)) entry.errors.push(text);
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return loose;
}

export function clearErrors(form: FormInstance): void {
  form.setFields(form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => ({ name: f.name, errors: [] })));
}

/** A list section's issue path [index, field] on the form's Form.List `entries`. */
export const entryLocator = (labels: Record<string, string>, list = 'entries') => (path: readonly PropertyKey[]): IssueTarget | null => {
  const [index, field] = path;
  if (typeof index !== 'number' || typeof field !== 'string') return null;
  return { name: [list, index, field], label: labels[field] ?? field };
};

/** A month picker's value as the wire has it (YYYY-MM), '' when empty. */
export const toMonth = (d: Dayjs | null | undefined): string => (d ? d.format('YYYY-MM') : '');
/** A saved month (YYYY-MM or a full date) as a month picker's value. */
export const fromMonth = (s: string | null | undefined): Dayjs | null => {
  if (!s) return null;
  const d = dayjs(`${s.slice(0, 7)}-01`);
  return d.isValid() ? d : null;
};

/** Text of a form input, never undefined. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** True when an entry has nothing filled in: type 1's Chinese practice drops such rows instead of saving them. */
export const blankEntry = (e: Record<string, unknown>): boolean => Object.values(e).every(isEmpty);
