import type { z } from 'zod';
import { fieldLabels, type FieldLabel } from './messages/field-labels.ts';
import { messageText, type MessageCode } from './messages/index.ts';

/**
 * Zod's refusals in the user's words (issue #9, 'Messages'): a zod issue becomes a catalogue code
 * with its parameters, and the field it is about is named with the form's label, never the schema
 * path. The web form and the server's validation envelope both go through here, so a refused field
 * reads the same on either side, in Chinese or English.
 */
export type Lang = 'zh' | 'en';
export type Issue = z.core.$ZodIssue;
type Params = Record<string, string | number>;

export interface IssueMessage {
  code: MessageCode;
  params: Params;
}

/** Patterns of keys (letters, digits, '-' and '_'): their refusal says which characters are allowed. */
const keyPattern = /^\/\^\[A-Za-z0-9_-\]/;

const num = (n: number | bigint) => Number(n);

/** The catalogue code of an issue and its parameters, without the field. */
export function issueMessage(issue: Issue): IssueMessage {
  switch (issue.code) {
    case 'too_small': {
      const min = num(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { code: '90100', params: {} } : { code: '90101', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: '90107', params: { min } };
      return { code: issue.inclusive === false ? '90104' : '90103', params: { min } };
    }
    case 'too_big': {
      const max = num(issue.maximum);
      if (issue.origin === 'string') return { code: '90102', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: '90108', params: { max } };
      return { code: issue.inclusive === false ? '90106' : '90105', params: { max } };
    }
    case 'invalid_type':
      return { code: issue.expected === 'int' ? '90113' : '90109', params: {} };
    case 'invalid_format':
      return { code: issue.format === 'regex' && keyPattern.test(issue.pattern ?? '') ? '90111' : '90110', params: {} };
    case 'invalid_value':
      return { code: '90112', params: {} };
    case 'unrecognized_keys':
      return { code: '90115', params: { keys: issue.keys.join(', ') } };
    default:
      return { code: '90114', params: {} };
  }
}

/** Labels a form gives its fields, in the current language; `items` name an element ({n}: its position). */
export interface PathLabels {
  fields?: Record<string, string>;
  items?: Record<string, string>;
}

const fill = (text: string, n: number) => text.replace('{n}', String(n));

/**
 * The name of the field at a schema path: each named segment by its label, a list position by the
 * list's item label ('Question 3 · option 2 · Option (Chinese)'). The form's labels come first,
 * then the shared table; an unknown segment keeps its key rather than vanish.
 */
export function pathLabel(path: readonly PropertyKey[], lang: Lang, labels: PathLabels = {}): string {
  const parts: string[] = [];
  path.forEach((segment, i) => {
    if (typeof segment === 'number') return;
    const key = String(segment);
    const shared: FieldLabel | undefined = Object.hasOwn(fieldLabels, key) ? fieldLabels[key] : undefined;
    const position = path[i + 1];
    if (typeof position === 'number') {
      const item = labels.items?.[key] ?? shared?.item?.[lang];
      parts.push(item ? fill(item, position + 1) : `${key} ${position + 1}`);
      return;
    }
    parts.push(labels.fields?.[key] ?? shared?.[lang] ?? key);
  });
  return parts.join(' · ');
}

/** The whole text of an issue in a language, its field named by pathLabel. */
export function issueText(issue: Issue, lang: Lang, labels?: PathLabels): string {
  const { code, params } = issueMessage(issue);
  const field = issue.path.length ? pathLabel(issue.path, lang, labels) : lang === 'zh' ? '输入' : 'The input';
  return messageText(code, lang, { ...params, field }) ?? issue.message;
}
