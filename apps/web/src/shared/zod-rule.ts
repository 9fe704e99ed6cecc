import { issueMessage, messageText } from '@portal/contracts';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { messageLang } from './language.ts';

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * An antd rule checking one field with the schema the server saves with, so the form refuses what
 * the server would and in the same words; an empty value reads 'required' (BOOK-V05). Used by
 * every form that checks a field with a contracts schema.
 */
export function zodRule(schema: z.ZodType, label: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return;
      const issue = parsed.error.issues[0];
      const lang = messageLang();
      const { code, params } = isEmpty(value) || !issue ? { code: '90100', params: {} } : issueMessage(issue);
      throw new Error(messageText(code, lang, { ...params, field: label }) ?? label);
    },
  };
}
