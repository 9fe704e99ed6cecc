import type { Action } from '@portal/contracts';
import { Role } from '@portal/contracts';
import { hasRole } from './access.ts';
import type { AuthContext } from './access-token.ts';

const read: Action[] = ['query', 'get'];
const write: Action[] = ['add', 'edit', 'delete'];

/**
 * The element actions each page grants, by role; `/User/info` sends the user's share to the web,
 * which hides what is not granted. The routes enforce the same roles on the server.
 */
const pageRules: { page: string; roles: readonly string[] | 'user'; actions: Action[] }[] = [
  { page: '*', roles: 'user', actions: read },
  { page: '/news/list', roles: [Role.newsAdmin], actions: write },
  { page: '/news/details/:id', roles: [Role.newsAdmin], actions: ['edit', 'delete'] },
  { page: '/news/edit/:fieldType/:id', roles: [Role.newsAdmin], actions: ['add', 'edit'] },
  { page: '/admin/bidding', roles: [Role.courseAdmin], actions: [...write, 'import', 'export'] },
  { page: '/admin/surveys/*', roles: [Role.surveyAdmin], actions: [...write, 'export'] },
  { page: '/admin/surveys/:id/results', roles: [Role.teacher], actions: ['export'] },
];

export function permissionsOf(ctx: AuthContext): Record<string, Action[]> {
  const out: Record<string, Action[]> = {};
  for (const rule of pageRules) {
    if (rule.roles !== 'user' && !hasRole(ctx, rule.roles)) continue;
    out[rule.page] = [...new Set([...(out[rule.page] ?? []), ...rule.actions])];
  }
  return out;
}
