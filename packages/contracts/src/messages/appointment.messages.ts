import type { MessageTable } from './types.ts';

/**
 * Appointments beyond the spec's codes 100–105 and 5000 (which are in career.messages.ts):
 * 5001–5049, decided in apps/server/src/modules/appointments/README.md.
 */
export const appointmentMessages = {
  '5001': { zh: '您在该时段已有其他预约', en: 'You already have another appointment at this time' },
  '5002': { zh: '只有待审核的预约可以修改', en: 'Only an appointment still to be reviewed can be changed' },
  '5003': { zh: '该预约已拒绝或已取消', en: 'This appointment has been rejected or cancelled' },
  '5004': { zh: '只有待审核的预约可以审核', en: 'Only an appointment still to be reviewed can be approved or rejected' },
  '5005': { zh: '只有已通过且已开始的预约可以登记出席情况', en: 'Attendance can be recorded only for an approved appointment that has begun' },
  '5006': { zh: '修改预约只能选择同一类型的时段', en: 'A changed appointment must keep its type' },
  '5007': { zh: '时间段的结束时间须晚于开始时间', en: 'Each time block must end after it begins' },
  '5008': { zh: '已被预约过的时段不能删除，可以停用', en: 'A slot that has been booked cannot be deleted; disable it instead' },
  '5009': { zh: '该账号不是咨询师，或已有咨询师资料', en: 'This account is not a counsellor or already has a counsellor record' },
  '5010': {
    zh: '本学期您已有 {count} 次预约未到场，{date} 之前不能再预约',
    en: 'You missed {count} appointments this term; you can book again from {date}',
  },
  '5011': { zh: '所选问卷不存在或不能用于咨询预约', en: 'The chosen survey does not exist or cannot be used for appointments' },
  '5012': { zh: '咨询师资料不存在', en: 'The counsellor record does not exist' },
  // BOOK-M01: the text shown when QuerySubscribteForEdit answers false.
  '5013': {
    zh: '距离预约时间不足 24 小时，不能修改，请联系职业发展中心',
    en: 'The appointment is less than 24 hours away and cannot be changed; please contact the Career Development Centre',
  },
  '5014': { zh: '同一咨询类型只能设置一次', en: 'Each appointment type can be offered only once' },
  '5015': { zh: '附件须是您本人为咨询预约上传的文件', en: 'Each attachment must be a file you uploaded for this appointment' },
  '5016': { zh: '照片须是您本人上传的 JPG 或 PNG 图片', en: 'The photo must be a JPG or PNG image you uploaded' },
  '5017': {
    zh: '只有待审核或已通过、尚未开始的预约可以取消或调整',
    en: 'Only a pending or approved appointment that has not begun can be cancelled or moved',
  },
  '5018': {
    zh: '只能调整到同一咨询师、同一类型且尚未开始的其他时段',
    en: 'An appointment can be moved only to another slot of the same counsellor and type that has not begun',
  },
} satisfies MessageTable;
