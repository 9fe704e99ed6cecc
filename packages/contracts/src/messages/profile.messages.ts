import type { MessageTable } from './types.ts';

/** The student profile area's codes, 98000–98099 (server module profile, README 'Codes'). */
export const profileMessages = {
  '98001': { zh: '记录不存在', en: 'The record does not exist' },
  '98002': { zh: '已有记录，请修改而不是新建', en: 'A record already exists; update it instead of creating a new one' },
  '98003': { zh: '第 {n} 条：结束时间不能早于开始时间', en: 'Entry {n}: the end cannot be earlier than the beginning' },
  '98004': { zh: '不是可选的选项：{field}', en: 'Not one of the options: {field}' },
  '98005': { zh: '请选择是否有工作经历和其他教育经历', en: 'Choose whether you have work experience and other education' },
  '98006': { zh: '请选择第一毕业意向', en: 'Choose your first graduation intention' },
  '98007': { zh: '毕业意向不能重复', en: 'The graduation intentions must be different' },
  '98008': { zh: '请选择全部五项就业考虑因素', en: 'Choose all five employment considerations' },
  '98009': { zh: '就业考虑因素不能重复', en: 'The employment considerations must be different' },
  '98010': { zh: '该毕业意向已停用，请重新选择', en: 'This graduation intention is no longer offered; choose another' },
  '98011': { zh: '就业考虑因素不属于你的学生类别', en: 'These employment considerations are not the ones of your programme' },
  '98013': { zh: '请填写其他教育经历的学校', en: 'Give the college of each other education' },
  '98014': { zh: '请选择学生', en: 'Choose a student' },
} satisfies MessageTable;
