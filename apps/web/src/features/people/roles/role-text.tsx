import { adminOnlyRoles, roleLabels, roleNames, type PersonStatus, type RoleName, type RoleScopeLabel } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage, type Language } from '../../../shared/language.ts';
import { usePermission } from '../../../shared/permission-gate.tsx';

/** The page rule of the roles page (server people.module.ts), which the person page's roles panel follows too. */
export const ROLES_PAGE = '/admin/people/roles';

const isRoleName = (role: string): role is RoleName => (roleNames as string[]).includes(role);

/** A role's name in the language shown; a role the contracts do not know shows its id. */
export function roleName(lang: Language, role: string): string {
  return isRoleName(role) ? pickText(lang, roleLabels[role].zh, roleLabels[role].en) : role;
}

/** The student number, else the staff number, else the username: what the school calls the person by. */
export const numberOf = (p: { studentNumber: string | null; hrUserId: string | null; username: string }): string =>
  p.studentNumber ?? p.hrUserId ?? p.username;

/**
 * A value with a Chinese and an English form in the language shown. What has no English form comes
 * to an English screen in Chinese (a name without an English one; a selection round's or a
 * double-degree programme's one name, typed by staff): it says it is Chinese, for screen readers.
 */
export function BilingualText({ zh, en }: { zh: string; en: string | null }) {
  const lang = useLanguage();
  const shown = pickText(lang, zh, en);
  return <span lang={lang === 'en-US' && /[\u3400-\u9fff]/.test(shown) ? 'zh-CN' : undefined}>{shown}</span>;
}

export function ScopeTags({ scopes }: { scopes: RoleScopeLabel[] }) {
  if (!scopes.length) return <span aria-hidden>—</span>;
  return <>{scopes.map((s) => <Tag key={`${s.zh}|${s.en}`} style={{ marginBottom: 4 }}><BilingualText zh={s.zh} en={s.en} /></Tag>)}</>;
}

const statusColours: Record<PersonStatus, string> = { active: 'green', disabled: 'orange', left: 'default' };

export function StatusTag({ status }: { status: PersonStatus }) {
  const { t } = useTranslation();
  return <Tag color={statusColours[status]}>{t(`people.roles.status.${status}`)}</Tag>;
}

/**
 * Whether the user may grant (`add`) or revoke (`delete`) `role`: the page rule's action, and for
 * the administrator flag and people.admin being an administrator (server README 'Who grants').
 * The server refuses the same; this only hides the buttons.
 */
export function useMayChangeRole(action: 'add' | 'delete'): (role: string) => boolean {
  const user = useCurrentUser();
  const permitted = usePermission(action, ROLES_PAGE);
  return (role) => permitted && (user.isAdmin || !adminOnlyRoles.includes(role));
}
