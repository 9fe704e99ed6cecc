import type { MessageTable } from './types.ts';

/** Access and evaluation family −100…−190 (education.md §8): one code per access rule. */
export const accessMessages = {
  '-100': { zh: '您没有访问权限，如有需要请联系老师', en: 'You do not have access, please contact the teacher if needed' },
  '-110': { zh: '当前不在开放时间内', en: 'This is outside the opening time' },
  '-120': { zh: '您的学生类型不符合要求', en: 'Your student type is not eligible' },
  '-130': { zh: '您的入学年份不符合要求', en: 'Your entrance year is not eligible' },
  '-140': { zh: '已过期', en: 'This has expired' },
  '-150': { zh: '计划不存在', en: 'The plan does not exist' },
  '-160': { zh: '尚未开始', en: 'This has not started yet' },
  '-170': { zh: '已提交，不能修改', en: 'Already submitted and cannot be changed' },
  '-180': { zh: '名额已满', en: 'No places are left' },
  '-190': { zh: '您不在本次的对象范围内', en: 'You are not among the people this is meant for' },
} satisfies MessageTable;
