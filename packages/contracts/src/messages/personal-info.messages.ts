import type { MessageTable } from './types.ts';

/** The personal-information page (career.md §5 'Personal information page'; server module personal-info, 98900–98919). */
export const personalInfoMessages = {
  '98900': { zh: '必填', en: 'required' },
  '98901': { zh: '请输入正确的邮箱', en: 'please enter a correct e-mail' },
  '98902': { zh: '请输入正确的手机号', en: 'please enter a correct mobile number' },
  '98903': { zh: '请上传正确的照片格式', en: 'upload the correct photo format' },
  '98904': { zh: '照片尺寸不符合要求', en: 'photo size does not meet requirements' },
  '98905': { zh: '照片大小不能超过2MB', en: 'photo size cannot exceed 2MB' },
  '98906': { zh: '请检查必填项', en: 'please check required items' },
  '98907': { zh: '该邮箱已被其他账号使用，请换一个邮箱', en: 'This e-mail address is already used by another account; please use another one' },
  '98908': { zh: '个人信息仅适用于 EMBA 和 MBA 学生', en: 'Personal information is kept for EMBA and MBA students only' },
  '98909': { zh: '照片不是您上传的，请重新上传', en: 'The photo is not one of your uploads; please upload it again' },
  '98910': { zh: '请输入正确的紧急联系人电话', en: 'please enter a correct emergency contact phone' },
} satisfies MessageTable;
