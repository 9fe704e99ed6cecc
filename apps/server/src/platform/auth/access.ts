import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '@portal/contracts';
import { forbidden, otherUsersData, unauthenticated } from '../http/errors.ts';
import type { AccessTokens, AuthContext } from './access-token.ts';
import type { Sessions } from './sessions.ts';

/**
 * Who may call a route: 'public' (no token), 'user' (any signed-in user) or a list of roles
 * (administrators pass every role rule). Every route declares one, with its action.
 */
export type Who = 'public' | 'user' | readonly string[];
export interface AccessRule {
  who: Who;
  action: Action;
  /** A read (GET) that writes nonetheless, e.g. one that stores a generated file: audited like a write. */
  writes?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const access = (who: Who, action: Action, opts: { writes?: boolean } = {}): { access: AccessRule } =>
  ({ access: { who, action, ...(opts.writes ? { writes: true } : {}) } });

export function hasRole(ctx: AuthContext, roles: readonly string[]): boolean {
  return ctx.isAdmin || roles.some((r) => ctx.roles.includes(r));
}

/**
 * One user's own data: the owner reads it, so do the given roles (and administrators); anyone
 * else gets 403 (90006), whether or not the record exists, so a refusal tells nothing about it.
 */
export function assertOwnOrRole(ctx: AuthContext, ownerId: number, roles: readonly string[]): void {
  if (ownerId !== ctx.userId && !hasRole(ctx, roles)) throw otherUsersData();
}

/** The authenticated context of a request on a non-public route (the hook below guarantees it). */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  return h && h.startsWith('Bearer ') ? h.slice(7).trim() : null;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Read when asked, since a plugin's own onRoute hook may declare the rule after this one ran. */
  readonly access: AccessRule | undefined;
}

/** Registers the check of every route's rule; returns the list of routes seen, for the route-walk test. */
export function registerAccessControl(app: FastifyInstance, tokens: AccessTokens, sessions: Sessions): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) routes.push({ method, url: r.url, get access() { return r.config?.access; } });
  });
  app.addHook('onRequest', async (req) => {
    const rule = req.routeOptions.config?.access;
    // A route without a rule is refused rather than left open.
    if (!rule) {
      if (req.is404) return;
      throw forbidden();
    }
    const token = bearer(req);
    const verified = token ? tokens.verify(token) : null;
    if (rule.who === 'public') {
      // A public route only reads who is calling; a token whose session is over is no one.
      req.auth = verified ? await sessions.check(verified).catch(() => null) : null;
      return;
    }
    if (!verified) throw unauthenticated();
    req.auth = await sessions.check(verified);
    if (rule.who !== 'user' && !hasRole(req.auth, rule.who)) throw forbidden();
  });
  return routes;
}

/** Declares every route of a third-party plugin (docs UI, static files) public for reading. */
export function declarePublicRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (r) => {
    r.config = { ...r.config, access: r.config?.access ?? { who: 'public', action: 'get' } };
  });
}
