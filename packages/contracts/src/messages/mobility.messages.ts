import type { MessageTable } from './types.ts';

/** Double-degree application and interview codes (selection.md §8). */
export const mobilityMessages = {
  '-100000': { zh: '提交失败，申请时间已结束', en: 'Submission failed, the application period has ended' },
  '-100001': { zh: '提交失败，申请尚未开放', en: 'Submission failed, the application is not activated' },
  '-100002': { zh: '提交失败，已超过可申请项目数上限', en: 'Submission failed, the maximum number of programmes has been exceeded' },
  '-100003': { zh: '该时段已被预约，请选择其他时段', en: 'This slot is taken, please choose another' },
  '-100004': { zh: '该时段不可用，请选择其他时段', en: 'This slot is unavailable, please choose another' },
  '-100005': { zh: '该时段不可预约，请选择其他时段', en: 'This slot cannot be booked, please choose another' },
} satisfies MessageTable;
