import { z } from 'zod';
import type { Queryable } from '../../platform/db/client.ts';
import { findUserByEmail } from '../../platform/auth/auth.repo.ts';
import { issuePasswordLink, passwordLinkUrl } from '../../platform/auth/password-links.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { lockAdministrators } from './last-admin.repo.ts';
import { hasNoUsers, idsByUsername } from './people.repo.ts';
import { createPeople } from './people.service.ts';
import { passwordLinkMail } from './password-link-mail.ts';

/**
 * The first administrator of a school's own installation (README 'The first administrator'):
 * `npm run admin:create` and ADMIN_EMAIL at the first start of an empty database. No password is
 * ever set here: the person sets it through a one-time link valid 24 h.
 */

/** A refusal an operator can act on: the command prints the message alone, no stack. */
export class AdminCreateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminCreateError';
  }
}

export interface AdminLink {
  /** 'created' a new administrator, or a fresh link for one who 'existed'. */
  outcome: 'created' | 'existed';
  userId: number;
  username: string;
  name: string;
  email: string;
  url: string;
  expiresAt: Date;
}

const emailSchema = z.email().max(200);

/**
 * Creates an administrator for `email`, or answers a fresh link for the administrator who has it
 * (their older unused links void). Refuses an e-mail of anyone else: making an existing person an
 * administrator is the roles page's business, with its audit trail. The username is the e-mail's
 * local part, or the whole address when another account has that name. Under the administrators'
 * lock, so two starts at once make one.
 */
export async function createAdministrator(db: Queryable, publicUrl: string, input: { email: string; name?: string | undefined }): Promise<AdminLink> {
  const parsed = emailSchema.safeParse(input.email.trim().toLowerCase());
  if (!parsed.success) throw new AdminCreateError(`"${input.email}" is not an e-mail address.`);
  const email = parsed.data;
  return db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const existing = await findUserByEmail(tx, email);
    let userId: number;
    let username: string;
    let name: string;
    let outcome: AdminLink['outcome'];
    if (existing) {
      if (!existing.isAdmin) throw new AdminCreateError(`${email} belongs to ${existing.username}, who is not an administrator. Use another address, or grant the administrator role on the people pages.`);
      if (existing.isDisabled) throw new AdminCreateError(`${email} belongs to the administrator ${existing.username}, whose account is disabled. Enable it on the people pages first.`);
      ({ id: userId, username, name } = existing);
      outcome = 'existed';
    } else {
      const local = email.split('@')[0]!;
      username = (await idsByUsername(tx, [local])).has(local) ? email : local;
      name = input.name?.trim() || local;
      const ids = await createPeople(tx, [{ kind: 'staff', username, email, name, isAdmin: true, roles: [] }]);
      userId = ids.get(username)!;
      outcome = 'created';
    }
    const link = await issuePasswordLink(tx, userId, 'first-admin', null);
    return { outcome, userId, username, name, email, url: passwordLinkUrl(publicUrl, link.token), expiresAt: link.expiresAt };
  });
}

/**
 * ADMIN_EMAIL at start-up: only into a database without a single account (a school's first start;
 * never beside the demo seed, never again once people exist). Logs the link once and e-mails it
 * when the portal has SMTP. Two instances starting together: the lock and the second count make one.
 */
export async function adminFromEnvironment(db: Queryable, opts: { email: string | undefined; name?: string | undefined; publicUrl: string; mailer: Mailer; log: (message: string) => void }): Promise<AdminLink | null> {
  if (!opts.email || !(await hasNoUsers(db))) return null;
  const made = await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    if (!(await hasNoUsers(tx))) return null;
    return createAdministrator(tx, opts.publicUrl, { email: opts.email!, name: opts.name });
  });
  if (!made) return null;
  opts.log(`First administrator ${made.username} (${made.email}) created from ADMIN_EMAIL. One-time sign-in link, valid until ${made.expiresAt.toISOString()}: ${made.url}`);
  if (opts.mailer.enabled) {
    await opts.mailer.send(passwordLinkMail(made, made.url, made.expiresAt, 'first-admin'));
    opts.log(`The link was e-mailed to ${made.email}.`);
  }
  return made;
}
