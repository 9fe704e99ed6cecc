import type { MessageTable } from './types.ts';

/** Education codes (education.md §8) and the bid history check. */
export const educationMessages = {
  '1201': { zh: '您已在「{planName}」中修过「{courseName}」，确定继续投点吗？', en: 'You already passed {courseName} in {planName}. Bid anyway?' },
  '19300': { zh: '讲座已结束', en: 'The lecture has finished' },
  '19301': { zh: '已超过作业上传截止时间', en: 'Past the homework upload deadline' },
  '19302': { zh: '您已报名该讲座', en: 'You have already signed up for this lecture' },
} satisfies MessageTable;
