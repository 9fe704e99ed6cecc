import type { HomeFunctionGroup } from '@portal/contracts';
import type { UserRow } from '../auth/auth.repo.ts';
import type { MenuEntry } from './module.ts';

/** The home page's groups, in their order; modules put their entries into them by key. */
export const menuGroups = [
  { key: 'teaching', title: '教务教学', enTitle: 'Teaching', color: '#9b0d14' },
  // The teaching office's set-up of the academic year (issue 27): terms, catalogue, classes, enrolments.
  { key: 'teaching-admin', title: '教务管理', enTitle: 'Teaching administration', color: '#7a1f2b' },
  { key: 'surveys', title: '评估与调查', enTitle: 'Evaluations and surveys', color: '#b5651d' },
  { key: 'career', title: '职业发展', enTitle: 'Career development', color: '#1f5f8b' },
  { key: 'mentors', title: '导师与项目', enTitle: 'Mentors and programmes', color: '#4b6b2f' },
  { key: 'campus', title: '校园服务', enTitle: 'Campus services', color: '#6b4c9a' },
] as const;

export type MenuGroupKey = (typeof menuGroups)[number]['key'];

function allowed(entry: MenuEntry, user: UserRow, roles: string[]): boolean {
  const a = entry.for;
  if (!a) return true;
  if (user.isAdmin) return true;
  if (a.roles?.some((r) => roles.includes(r))) return true;
  if (!roles.includes('student')) return false;
  if (a.pageTypes && !a.pageTypes.includes(user.pageType ?? '')) return false;
  if (a.onCampusOnly && user.isOutBishop) return false;
  return Boolean(a.students || a.pageTypes);
}

/**
 * One tile per title in a group: an administrator passes every audience, so the per-programme
 * variants of one function (thesis supervisor for MBA, EMBA, undergraduates) would show as several
 * identical tiles. The first by order stays.
 */
function oneTilePerTitle(entries: MenuEntry[]): MenuEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    if (seen.has(e.title)) return false;
    seen.add(e.title);
    return true;
  });
}

/**
 * The home function groups for one user: every module's entries that user may open, so the menu
 * and the route checks are decided in one place, on the server.
 */
export function homeFunctionsFor(entries: readonly MenuEntry[], user: UserRow, roles: string[]): HomeFunctionGroup[] {
  return menuGroups
    .map((g) => ({
      title: g.title,
      enTitle: g.enTitle,
      color: g.color,
      childs: oneTilePerTitle(entries.filter((e) => e.group === g.key && allowed(e, user, roles)).sort((a, b) => a.order - b.order))
        .map((e) => ({ title: e.title, enTitle: e.enTitle, icon: e.icon, url: e.url ?? null, target: e.target ?? null, direct: Boolean(e.url) })),
    }))
    .filter((g) => g.childs.length > 0);
}
