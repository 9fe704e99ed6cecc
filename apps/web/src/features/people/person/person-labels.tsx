import { roleLabels, type PersonStatus, type RoleName } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { TypedText } from '../../../shared/typed-text.tsx';

const statusColours: Record<PersonStatus, string> = { active: 'green', disabled: 'orange', left: 'default' };

export function PersonStatusTag({ status, testId }: { status: PersonStatus; testId?: string }) {
  const { t } = useTranslation();
  return <Tag color={statusColours[status]} data-testid={testId}>{t(`people.person.statuses.${status}`)}</Tag>;
}

const isRoleName = (r: string): r is RoleName => r in roleLabels;

/** A role's name in the current language; a role the table does not know shows its id. */
export function useRoleText(): (role: string) => string {
  const lang = useLanguage();
  return (role) => (isRoleName(role) ? pickText(lang, roleLabels[role].zh, roleLabels[role].en) : role);
}

/** A person's roles as tags, the administrator flag first. */
export function RoleTags({ roles, isAdmin }: { roles: readonly string[]; isAdmin: boolean }) {
  const roleText = useRoleText();
  const all = isAdmin ? ['admin', ...roles.filter((r) => r !== 'admin')] : roles;
  if (!all.length) return <>-</>;
  return <>{all.map((r) => <Tag key={r}>{roleText(r)}</Tag>)}</>;
}

/**
 * A bilingual value in the current language (the English name, the class's English name); where
 * only the Chinese one exists it says it is Chinese, so an English screen reads it as such.
 */
export function BilingualText({ zh, en }: { zh: string | null; en: string | null }) {
  const lang = useLanguage();
  return <TypedText text={zh ? pickText(lang, zh, en) : en} />;
}
