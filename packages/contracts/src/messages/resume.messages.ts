import type { MessageTable } from './types.ts';

/**
 * Resume codes beyond the spec's (career.md §8 keeps 120–131, 160, 161, 1100–1104 in
 * career.messages.ts): README of the resumes module. 127–129 are the group limits the spec names
 * without a code; 1105–1119 the rules of the list, the manual and the review.
 */
export const resumeMessages = {
  '127': { zh: '证书最多 5 条', en: 'At most 5 certificates' },
  '128': { zh: '其他语言最多 3 条', en: 'At most 3 other languages' },
  '129': { zh: '实践活动最多 5 条', en: 'At most 5 activity practices' },
  '1105': { zh: '请先上传简历文件再公开', en: 'Upload a resume file before making it public' },
  '1106': { zh: '您的学生类型不能使用简历（仅本科、研究生、MBA 学生可用）', en: 'Your student type does not match: resumes are for undergraduate, graduate and MBA students' },
  '1107': { zh: '请先提交简历再下载', en: 'Please submit the resume before downloading it' },
  '1108': { zh: '预览失败', en: 'Preview failed' },
  '1109': { zh: '该操作不适用于此简历', en: 'This action does not apply to this resume' },
  '1110': { zh: '中文内容合计最多 {max} 字（不计空格），当前 {count} 字', en: 'The Chinese texts may total at most {max} characters (spaces not counted); now {count}' },
  '1111': { zh: '英文内容合计最多 {max} 个字符（不计空格），当前 {count} 个', en: 'The English texts may total at most {max} characters (spaces not counted); now {count}' },
  '1112': { zh: '公司名称（中文）最多 {max} 字，当前 {count} 字', en: 'Company name (Chinese): at most {max} characters; now {count}' },
  '1113': { zh: '公司名称（英文）最多 {max} 个字符，当前 {count} 个', en: 'Company name (English): at most {max} characters; now {count}' },
  '1114': { zh: '职位（中文）最多 {max} 字，当前 {count} 字', en: 'Position (Chinese): at most {max} characters; now {count}' },
  '1115': { zh: '职位（英文）最多 {max} 个字符，当前 {count} 个', en: 'Position (English): at most {max} characters; now {count}' },
  '1116': { zh: '最多选择 {max} 项', en: 'Choose at most {max}' },
  '1117': { zh: '选择“其他”时请注明', en: 'Please specify when you choose "Other"' },
  '1118': { zh: '选项不能重复或不在列表中', en: 'Choices must be distinct and from the list' },
  '1119': { zh: '结束时间不能早于开始时间', en: 'The end cannot be before the start' },
  '1120': { zh: '文件不是您上传的', en: 'The file is not one of your uploads' },
  '1121': { zh: '该简历未申请优化', en: 'This resume has not asked for optimisation' },
  '1122': { zh: '请先填写优化建议', en: 'Write a suggestion first' },
  '1123': { zh: '提交时简历又被修改，请重新提交', en: 'The resume changed while it was being submitted; please submit again' },
} satisfies MessageTable;
