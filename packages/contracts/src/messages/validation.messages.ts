import type { MessageTable } from './types.ts';

/**
 * What a schema refuses, in words (90100 family): a zod issue becomes one of these codes through
 * issueMessage (validation-messages.ts); {field} is the label of the field the user filled in.
 */
export const validationMessages = {
  '90100': { zh: '请填写{field}', en: '{field} is required' },
  '90101': { zh: '{field}至少 {min} 个字', en: '{field} needs at least {min} characters' },
  '90102': { zh: '{field}最多 {max} 个字', en: '{field} may have at most {max} characters' },
  '90103': { zh: '{field}不能小于 {min}', en: '{field} must not be less than {min}' },
  '90104': { zh: '{field}须大于 {min}', en: '{field} must be greater than {min}' },
  '90105': { zh: '{field}不能大于 {max}', en: '{field} must not be greater than {max}' },
  '90106': { zh: '{field}须小于 {max}', en: '{field} must be less than {max}' },
  '90107': { zh: '{field}至少需要 {min} 项', en: '{field}: at least {min} needed' },
  '90108': { zh: '{field}最多 {max} 项', en: '{field}: at most {max} allowed' },
  '90109': { zh: '{field}缺失或类型不对', en: '{field} is missing or of the wrong kind' },
  '90110': { zh: '{field}格式不正确', en: '{field} is not in the expected format' },
  '90111': { zh: '{field}只能包含字母、数字、“-”和“_”', en: '{field} may only hold letters, digits, "-" and "_"' },
  '90112': { zh: '{field}的取值不在允许范围内', en: '{field} has a value that is not allowed' },
  '90113': { zh: '{field}须为整数', en: '{field} must be a whole number' },
  '90114': { zh: '{field}无效', en: '{field} is not valid' },
  '90115': { zh: '不认识的字段：{keys}', en: 'Unknown fields: {keys}' },
} satisfies MessageTable;
