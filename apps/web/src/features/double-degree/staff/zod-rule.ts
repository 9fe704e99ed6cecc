import { issueMessage, messageText } from '@portal/contracts';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { messageLang } from '../../../shared/language.ts';

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * An antd rule checking one field with the contracts' schema the server saves with, so the form
 * refuses what the server would and in the same words; an empty value reads 'required'.
 */
export function zodRule(schema: z.ZodType, label: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return;
      const issue = parsed.error.issues[0];
      const { code, params } = isEmpty(value) || !issue ? { code: '90100', params: {} } : issueMessage(issue);
      throw new Error(messageText(code, messageLang(), { ...params, field: label }) ?? label);
    },
  };
}
