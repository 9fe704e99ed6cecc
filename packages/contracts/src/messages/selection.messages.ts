import type { MessageTable } from './types.ts';

/**
 * Mentor and supervisor selection (selection.md §8 names only 'selection succeeded', 'upload first'
 * and the generic ones): the refusals of the selection module, README of the module.
 */
export const selectionMessages = {
  '96000': { zh: '选择成功', en: 'Selection succeeded' },
  '96001': { zh: '本轮可选择 {times} 次，您已用完', en: 'You may choose {times} times in this round and have used them all' },
  '96002': { zh: '您在本轮已有确认的导师，不能再选择', en: 'A teacher has already confirmed you in this round; you cannot choose again' },
  '96003': { zh: '请先上传简历', en: 'Please upload your resume first' },
  '96004': { zh: '当前不在选择时间内', en: 'The round is not open for selection now' },
  '96005': { zh: '您不在本轮名单中', en: 'You are not in this round' },
  '96006': { zh: '该导师名额已满，请重新选择', en: 'This teacher has no places left; please choose another' },
  '96007': { zh: '您已选择过该导师', en: 'You have already chosen this teacher' },
  '96008': { zh: '该选择已确认，不能更改', en: 'This choice has been confirmed and cannot be changed' },
  '96009': { zh: '该选择当前不能处理（状态：{status}）', en: 'This choice cannot be handled now (status {status})' },
  '96010': { zh: '导师不在本轮中', en: 'The teacher is not in this round' },
  '96011': { zh: '简历须为您本人上传的 PDF 文件', en: 'The resume must be a PDF you uploaded' },
  '96012': { zh: '预览后选择或名额已变化，请重新预览', en: 'Choices or places changed since the preview; please preview again' },
  '96013': { zh: '轮次类型与页面不符', en: 'The round does not belong to this page' },
  '96014': { zh: '请选择本轮的其他导师', en: 'Suggest another teacher of the same round' },
  '96015': { zh: '本轮尚未结束，不能进行稳定匹配', en: 'The round has not ended; stable matching runs after it' },
  '96016': { zh: '名额不能少于已确认的人数', en: 'A quota cannot be below the number already confirmed' },
  '96017': { zh: '您不是该选择的导师', en: 'You are not the teacher of this choice' },
  '96018': { zh: '账号 {username} 不存在', en: 'No account {username}' },
  '96019': { zh: '等待导师选择', en: 'Waiting for the supervisor' },
  '96020': { zh: '导师已确认', en: 'Supervisor confirmed' },
  '96021': { zh: '导师建议选择其他导师', en: 'The supervisor suggests choosing another' },
  '96022': { zh: '已撤回', en: 'Withdrawn' },
  '96023': { zh: '已被其他导师选择', en: 'Already chosen by another supervisor' },
  '96024': { zh: '名额已满，请重新选择', en: 'Quota full, please choose again' },
  '96100': { zh: '本轮已结束，排序不能再更改', en: 'The round has ended; the ranking can no longer change' },
  '96101': { zh: '名单已变化（有学生不再等待您的确认），请刷新后重新排序', en: 'The list has changed (a student is no longer waiting for you); reload and rank again' },
  '96102': { zh: '同一学生在排序中出现了两次', en: 'A student appears twice in the ranking' },
} satisfies MessageTable;

/** The text code of each choice status on the supervisor list (…StatusDes, SEL-N06). */
export const choiceStatusDesCode = ['96019', '96020', '96021', '96022', '96023', '96024'] as const;
