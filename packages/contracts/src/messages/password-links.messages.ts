import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99200-99299): the first administrator, one-time password links, password rules, SSO matching. */
export const passwordLinkMessages = {
  // The password rules (platform/auth/password-rules.ts), checked on every password set.
  '99200': { zh: '密码至少需要 {min} 个字符', en: 'The password needs at least {min} characters' },
  '99201': { zh: '该密码属于最常见的密码，很容易被猜中，请换一个', en: 'This password is among the most common ones and easy to guess; please choose another' },
  '99202': { zh: '密码不能与用户名或邮箱 @ 前的部分相同', en: 'The password cannot be the username or the part of the e-mail before the @' },
  // One-time password links (platform/auth/password-links.ts).
  '99210': { zh: '该链接无效，请检查地址是否完整，或联系管理员重新发送', en: 'This link is not valid; check that the address is complete, or ask the administrator for a new one' },
  '99211': { zh: '该链接已经使用过，每个链接只能使用一次；如需再次设置密码，请联系管理员重新发送', en: 'This link has already been used; each link works once. Ask the administrator for a new one to set the password again' },
  '99212': { zh: '该链接已过期，请联系管理员重新发送', en: 'This link has expired; ask the administrator for a new one' },
  '99213': { zh: '该账号已停用或已离校，不能设置密码', en: 'This account is disabled or has left the school, so no password can be set for it' },
  '99214': { zh: '本系统未开启账号密码登录，请使用统一身份认证登录', en: 'Sign-in with a password is turned off for this portal; please use single sign-on' },
  // Changing one's own password (POST /api/auth/password).
  '99220': { zh: '当前密码不正确', en: 'The current password is incorrect' },
  '99221': { zh: '该账号没有本地密码（通过统一身份认证登录），无法在此修改密码', en: 'This account has no password of its own (it signs in by single sign-on), so there is none to change here' },
  '99222': { zh: '模拟其他用户时不能修改密码', en: 'The password cannot be changed while acting as another user' },
} satisfies MessageTable;
