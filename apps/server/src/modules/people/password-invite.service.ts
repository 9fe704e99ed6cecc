import type { IssuedPasswordLink } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import { issuePasswordLink, passwordLinkUrl } from '../../platform/auth/password-links.ts';
import type { Db } from '../../platform/db/client.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { passwordLinkMail } from './password-link-mail.ts';
import { userById } from './people.repo.ts';

export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  localLogin: boolean;
}

/** Where the audit row says the change came from (the route's pattern and the person's id). */
export interface InviteRequest {
  method: string;
  path: string;
}

/**
 * A people administrator's invite (README 'Password links'): a one-time link for the person to set
 * a password, voiding their older unused ones. E-mailed when the portal has SMTP and the person an
 * address; else answered this once for the administrator to pass on (the portal keeps only its
 * hash, so it cannot be shown again). Audited as `people.password-link` with the person as subject.
 * The mail leaves after the commit: a slow mail server holds no lock, and a failed send is an error
 * the administrator sees, who issues another (which voids this one).
 */
export async function invitePerson(deps: InviteDeps, ctx: AuthContext, personId: number, from: InviteRequest): Promise<IssuedPasswordLink> {
  if (!deps.localLogin) throw new BizError('99214');
  const person = await userById(deps.db, personId);
  if (!person) throw notFound();
  if (person.isDisabled || person.leftOn || person.anonymisedAt) throw new BizError('99213');
  const link = await deps.db.transaction(async (tx) => {
    const issued = await issuePasswordLink(tx, person.id, 'invite', ctx.actorId ?? ctx.userId);
    await insertAudit(tx, {
      actorId: ctx.actorId ?? ctx.userId, subjectId: person.id, action: 'people.password-link',
      method: from.method, path: from.path, params: { id: String(person.id) }, statusCode: 200,
    });
    return issued;
  });
  const url = passwordLinkUrl(deps.publicUrl, link.token);
  const expiresAt = link.expiresAt.toISOString();
  if (deps.mailer.enabled && person.email) {
    await deps.mailer.send(passwordLinkMail({ email: person.email, username: person.username, name: person.name }, url, link.expiresAt, 'invite'));
    return { emailed: true, email: person.email, url: null, expiresAt };
  }
  return { emailed: false, email: null, url, expiresAt };
}
