import { PASSWORD_LINK_TTL_HOURS } from '@portal/contracts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';

/**
 * The e-mail that carries a one-time password link: both languages in one body, since an account
 * that never signed in has no language of its own yet. Plain text, like every mail of the portal.
 */
export function passwordLinkMail(to: { email: string; username: string; name: string }, url: string, expiresAt: Date, purpose: 'first-admin' | 'invite'): MailMessage {
  const until = schoolDateTime(expiresAt);
  const zhWhy = purpose === 'first-admin' ? '您已被设为学生门户的系统管理员。' : '管理员为您开通了学生门户账号。';
  const enWhy = purpose === 'first-admin' ? 'You are now an administrator of the student portal.' : 'An administrator has opened a student portal account for you.';
  const zh = [
    `${to.name}，您好：`, '', zhWhy,
    `您的用户名：${to.username}`,
    `请在 ${PASSWORD_LINK_TTL_HOURS} 小时内（${until} 北京时间之前）打开以下链接设置密码，链接只能使用一次：`,
    url, '', '如果您没有申请，请忽略本邮件。',
  ];
  const en = [
    `Dear ${to.name},`, '', enWhy,
    `Your username: ${to.username}`,
    `Open this link within ${PASSWORD_LINK_TTL_HOURS} hours (before ${until} Beijing time) to set your password; it works once:`,
    url, '', 'If you did not expect this, ignore this e-mail.',
  ];
  return { to: to.email, subject: '设置学生门户密码 / Set your student portal password', text: `${zh.join('\n')}\n\n----\n\n${en.join('\n')}\n` };
}
