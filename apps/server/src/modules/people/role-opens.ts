import type { Action } from '@portal/contracts';
import type { RegisteredRoute } from '../../platform/auth/access.ts';
import type { PageRule } from '../../platform/domains/module.ts';

export interface RoleOpens {
  pages: { page: string; actions: Action[] }[];
  routes: { method: string; url: string; action: Action }[];
}

/**
 * What a role opens, read from the rules the server enforces rather than written down beside them:
 * the routes whose access rule names the role, and the web pages whose page rule does. Routes and
 * pages open to every signed-in user ('user') are nobody's role in particular and are left out;
 * administrators pass every rule, so 'admin' lists the routes that name it alone or with others.
 * HEAD routes are Fastify's shadows of the GET routes and say nothing more.
 */
export function opensOf(role: string, routes: readonly RegisteredRoute[], pages: readonly PageRule[]): RoleOpens {
  const seen = new Set<string>();
  const openRoutes: RoleOpens['routes'] = [];
  for (const r of routes) {
    const rule = r.access;
    if (r.method === 'HEAD' || !rule || typeof rule.who === 'string' || !rule.who.includes(role)) continue;
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    openRoutes.push({ method: r.method, url: r.url, action: rule.action });
  }
  openRoutes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

  // One page may have several rules (one per group of roles); its actions are their union.
  const byPage = new Map<string, Set<Action>>();
  for (const p of pages) {
    if (p.roles === 'user' || !p.roles.includes(role)) continue;
    const acts = byPage.get(p.page) ?? new Set<Action>();
    for (const a of p.actions) acts.add(a);
    byPage.set(p.page, acts);
  }
  const openPages = [...byPage].map(([page, acts]) => ({ page, actions: [...acts] })).sort((a, b) => a.page.localeCompare(b.page));
  return { pages: openPages, routes: openRoutes };
}
