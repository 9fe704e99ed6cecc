import { readFileSync } from 'node:fs';
import { PASSWORD_MIN_LENGTH } from '@portal/contracts';
import { BizError } from '../http/errors.ts';

/**
 * The most common passwords (common-passwords.txt, its source and licence in its first lines), read
 * once on first use. Kept in lower case and compared so, since 'Password1' is guessed as soon as
 * 'password1' is.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n').map((l) => l.trim().toLowerCase()).filter((l) => l && !l.startsWith('#')));
  return common;
}

/** Whose password it is: it may equal neither the username nor the e-mail's local part. */
export interface PasswordOwner {
  username: string;
  email?: string | null;
}

/**
 * The one check of every password set (a link, a change): refuses with the rule it breaks, in the
 * order a user fixes them. Length counts characters, not UTF-16 units, so a Chinese password of
 * ten characters passes.
 */
export function assertPasswordAllowed(password: string, owner: PasswordOwner): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) throw new BizError('99200', { min: PASSWORD_MIN_LENGTH });
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) throw new BizError('99201');
  const local = owner.email?.split('@')[0]?.toLowerCase();
  if (lower === owner.username.toLowerCase() || (local && lower === local)) throw new BizError('99202');
}
