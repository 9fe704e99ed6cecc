import type { MessageText } from './types.ts';

/**
 * What the server calls a field when it names one in a validation message: the words of the forms,
 * by the schema's field name. A form that knows its own labels passes them instead (pathLabel).
 * `item` names one element of a list field, {n} its position from 1.
 */
export interface FieldLabel extends MessageText {
  item?: MessageText;
}

export const fieldLabels: Record<string, FieldLabel> = {
  name: { zh: '名称（中文）', en: 'Name (Chinese)' },
  nameEn: { zh: '名称（英文）', en: 'Name (English)' },
  title: { zh: '标题', en: 'Title' },
  titleEn: { zh: '英文标题', en: 'English title' },
  description: { zh: '说明（中文）', en: 'Description (Chinese)' },
  descriptionEn: { zh: '说明（英文）', en: 'Description (English)' },
  kind: { zh: '类别', en: 'Kind' },
  questions: { zh: '题目', en: 'Questions', item: { zh: '第 {n} 题', en: 'Question {n}' } },
  subQuestions: { zh: '小题', en: 'Items', item: { zh: '第 {n} 小题', en: 'item {n}' } },
  options: { zh: '选项', en: 'Options', item: { zh: '第 {n} 个选项', en: 'option {n}' } },
  questionID: { zh: '题目编号', en: 'Question key' },
  type: { zh: '题型', en: 'Question type' },
  body: { zh: '题目（中文）', en: 'Question (Chinese)' },
  bodyEn: { zh: '题目（英文）', en: 'Question (English)' },
  text: { zh: '选项（中文）', en: 'Option (Chinese)' },
  textEn: { zh: '选项（英文）', en: 'Option (English)' },
  value: { zh: '选项值', en: 'Option value' },
  score: { zh: '分值', en: 'Score' },
  textLimit: { zh: '字数上限', en: 'Character limit' },
  minValue: { zh: '最小值', en: 'Minimum' },
  maxValue: { zh: '最大值', en: 'Maximum' },
  units: { zh: '单位（中文）', en: 'Units (Chinese)' },
  unitsEn: { zh: '单位（英文）', en: 'Units (English)' },
  writeHint: { zh: '填写提示（中文）', en: 'Hint (Chinese)' },
  writeHintEn: { zh: '填写提示（英文）', en: 'Hint (English)' },
  relevancy: { zh: '选中后显示', en: 'Reveals' },
  beginTime: { zh: '开始时间', en: 'Beginning' },
  endTime: { zh: '结束时间', en: 'End' },
  pageNo: { zh: '页码', en: 'Page' },
  pageSize: { zh: '每页条数', en: 'Page size' },
};
