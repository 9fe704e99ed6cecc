import { messageText, personalInfoIssueCode } from '@portal/contracts';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { messageLang } from '../../shared/language.ts';

/**
 * An antd rule checking one field with the server's schema (contracts personal-info.ts). Like
 * shared/zod-rule.ts, but in this page's own words: the spec's texts ('required', 'please enter a
 * correct e-mail', …) travel as catalogue codes in the schema's issues.
 */
export function personalInfoRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return;
      const code = personalInfoIssueCode(parsed.error.issues[0] ?? { message: '' });
      throw new Error(messageText(code, messageLang()) ?? code);
    },
  };
}
