import type { MessageTable } from './types.ts';

/** Notifications (platform/notifications, 99400-99419): preferences. */
export const notificationMessages = {
  '99400': { zh: '该类通知是学校要求必须接收的，不能关闭邮件', en: 'The school requires everyone to receive this kind of notice; its e-mail cannot be turned off' },
} satisfies MessageTable;
