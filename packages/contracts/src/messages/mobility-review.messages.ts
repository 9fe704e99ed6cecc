import type { MessageTable } from './types.ts';

/** Reviewing double-degree applications (server module double-degree, README 'Reviewing'), codes 97120–97139. */
export const mobilityReviewMessages = {
  '97120': { zh: '只能分配具有双学位评审角色的账号', en: 'Only accounts with the double-degree reviewer role can be assigned' },
  '97121': { zh: '评分标准不属于该轮次', en: 'The criterion does not belong to this round' },
  '97122': { zh: '已有评分表，评分标准只能修改名称（不能增删或修改满分）', en: 'Score sheets exist: criteria can be renamed, but not added, removed or given another maximum' },
  '97123': { zh: '该轮次尚未设置评分标准', en: 'The round has no scoring criteria yet' },
  '97124': { zh: '“{criterion}”的分数须为整数', en: 'The score for "{criterionEn}" must be a whole number' },
  '97125': { zh: '“{criterion}”的分数须在 0 到 {max} 之间', en: 'The score for "{criterionEn}" must be from 0 to {max}' },
  '97126': { zh: '请为每项评分标准打分（缺少：{missing}）', en: 'Score every criterion (missing: {missingEn})' },
  '97127': { zh: '学院已作出决定，评分表不能再修改', en: 'The office has decided; the score sheet can no longer be changed' },
  '97128': { zh: '只能评审已提交的申请', en: 'Only a submitted application can be reviewed' },
  '97129': { zh: '结果已发布，请在“结果”中修改', en: 'The decision is published; change it under Results' },
  '97130': { zh: '没有可发布的决定', en: 'There are no decisions to publish' },
} satisfies MessageTable;
