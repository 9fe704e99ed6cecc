import type { Action } from '@portal/contracts';
import type { PageRule } from '../domains/module.ts';
import { hasRole } from './access.ts';
import type { AuthContext } from './access-token.ts';

/** Every signed-in user may read every page; the modules' rules add what their roles may change. */
const readAll: PageRule = { page: '*', roles: 'user', actions: ['query', 'get'] };

/**
 * The element actions each page grants this user, from the modules' page rules; `/User/info`
 * sends them to the web, which hides what is not granted. The routes enforce the same roles.
 */
export function permissionsOf(rules: readonly PageRule[], ctx: AuthContext): Record<string, Action[]> {
  const out: Record<string, Action[]> = {};
  for (const rule of [readAll, ...rules]) {
    if (rule.roles !== 'user' && !hasRole(ctx, rule.roles)) continue;
    out[rule.page] = [...new Set([...(out[rule.page] ?? []), ...rule.actions])];
  }
  return out;
}
