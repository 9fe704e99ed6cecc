import {
  adminOnlyRoles, PeopleAdminCode, Role, roleLabels, roleNames, type Page, type PersonRoleDetails, type PersonRoles, type RoleCandidate, type RoleChange, type RoleHolder,
  type RoleHoldersQuery, type RoleName, type RoleSummary,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { RegisteredRoute } from '../../platform/auth/access.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { ModuleRegistry, ScopeLabel } from '../../platform/domains/module.ts';
import { BizError, HttpError, notFound } from '../../platform/http/errors.ts';
import { assertKeepsAnAdministrator } from './last-admin.ts';
import { opensOf } from './role-opens.ts';
import * as repo from './roles.repo.ts';

/** The most people the grant dialog's search offers at once; a longer list asks for a narrower text. */
const CANDIDATES_MAX = 20;

/** The route a change came through, for its audit row. */
export interface ChangeOrigin {
  method: string;
  path: string;
}

const isRole = (role: string): role is RoleName => (roleNames as string[]).includes(role);

function knownRole(role: string): RoleName {
  if (!isRole(role)) throw new BizError('99050', { role });
  return role;
}

const isoOf = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/**
 * Since when each person holds each role (keys 'id role'): the last grant through the roles page,
 * unless a revoke came after it, when the role held now came back another way (an import, the seed)
 * and its day is not known. A role never granted here has none (README 'Roles').
 */
async function sinceOf(q: Queryable, userIds: readonly number[], role?: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const c of await repo.lastChanges(q, userIds, role)) {
    const granted = isoOf(c.granted);
    const revoked = isoOf(c.revoked);
    if (granted && (!revoked || granted > revoked)) out.set(`${c.userId} ${c.role}`, granted);
  }
  return out;
}

/**
 * The roles page: what each role opens, its holders with their scopes, and grants and revokes with
 * a reason. Who may change which role, and why: README 'Roles'.
 */
export class RolesService {
  private readonly db: Db;
  private readonly registry: ModuleRegistry;
  private readonly routes: readonly RegisteredRoute[];
  constructor(db: Db, registry: ModuleRegistry, routes: readonly RegisteredRoute[]) {
    this.db = db;
    this.registry = registry;
    this.routes = routes;
  }

  async list(): Promise<RoleSummary[]> {
    const counts = await repo.holderCounts(this.db);
    const scoped = new Set(this.registry.roleScopes.map((s) => s.role));
    return roleNames.map((role) => {
      const label = roleLabels[role];
      return {
        role, name: label.zh, enName: label.en, description: label.descriptionZh, enDescription: label.descriptionEn,
        holders: counts.get(role) ?? 0, adminOnly: adminOnlyRoles.includes(role), scoped: scoped.has(role),
        opens: opensOf(role, this.routes, this.registry.pages),
      };
    });
  }

  async holders(roleText: string, query: RoleHoldersQuery): Promise<Page<RoleHolder>> {
    const role = knownRole(roleText);
    const { rows, total } = await repo.holdersPage(this.db, role, query);
    const ids = rows.map((r) => r.id);
    const scopes = await this.scopesOf(this.db, role, ids);
    const since = await sinceOf(this.db, ids, role);
    return {
      total,
      data: rows.map((r) => ({
        ...r, kind: r.kind === 'staff' ? 'staff' : 'student', since: since.get(`${r.id} ${role}`) ?? null, scopes: scopes.get(r.id) ?? [],
      })),
    };
  }

  /** One person's roles, each with since when and its scopes: the person page's roles panel. */
  async ofPerson(personId: number): Promise<PersonRoleDetails> {
    if (!(await repo.personForChange(this.db, personId))) throw notFound();
    const roles = (await repo.rolesOf(this.db, [personId])).get(personId) ?? [];
    const since = await sinceOf(this.db, [personId]);
    const details = [];
    for (const role of roles) {
      details.push({ role, since: since.get(`${personId} ${role}`) ?? null, scopes: (await this.scopesOf(this.db, role, [personId])).get(personId) ?? [] });
    }
    return { id: personId, roles: details };
  }

  async candidates(queryText: string): Promise<RoleCandidate[]> {
    if (!queryText) return [];
    const people = await repo.candidates(this.db, queryText, CANDIDATES_MAX);
    const roles = await repo.rolesOf(this.db, people.map((p) => p.id));
    return people.map((p) => ({ ...p, kind: p.kind === 'staff' ? 'staff' : 'student', roles: roles.get(p.id) ?? [] }));
  }

  grant(auth: AuthContext, personId: number, change: RoleChange, origin: ChangeOrigin): Promise<PersonRoles> {
    return this.change('grant', auth, personId, change, origin);
  }

  revoke(auth: AuthContext, personId: number, change: RoleChange, origin: ChangeOrigin): Promise<PersonRoles> {
    return this.change('revoke', auth, personId, change, origin);
  }

  /**
   * One grant or revoke in one transaction with its audit row. The write itself says whether the
   * person held the role (insert on conflict, delete or compare-and-swap returning a row), so two
   * administrators granting the same role at once get one grant and one 'already held'. The user_roles
   * and users triggers (auth-changes.sql) tell every instance at commit, so the change holds at once.
   */
  private async change(kind: 'grant' | 'revoke', auth: AuthContext, personId: number, change: RoleChange, origin: ChangeOrigin): Promise<PersonRoles> {
    // A change made while simulating would be the administrator's own under another's name (as in the person editor).
    if (auth.actorId !== null) throw new HttpError(403, PeopleAdminCode.simulating);
    const role = knownRole(change.role);
    if (adminOnlyRoles.includes(role) && !auth.isAdmin) throw new BizError('99053');
    return this.db.transaction(async (tx) => {
      // First: the lock it takes orders this change against every other change of who administers.
      if (kind === 'revoke' && role === Role.admin) await assertKeepsAnAdministrator(tx, [personId]);
      const person = await repo.personForChange(tx, personId);
      if (!person) throw notFound();
      if (kind === 'grant' && person.anonymisedAt) throw new BizError('99054');
      const changed = role === Role.admin
        ? await repo.setAdmin(tx, personId, kind === 'grant')
        : await (kind === 'grant' ? repo.addRole(tx, personId, role) : repo.removeRole(tx, personId, role));
      if (!changed) throw new BizError(kind === 'grant' ? '99051' : '99052');
      await insertAudit(tx, {
        actorId: auth.userId, subjectId: personId,
        action: kind === 'grant' ? repo.GRANT_ACTION : repo.REVOKE_ACTION,
        method: origin.method, path: origin.path, params: { role, reason: change.reason }, statusCode: 200,
      });
      return { id: personId, roles: (await repo.rolesOf(tx, [personId])).get(personId) ?? [] };
    });
  }

  /** The scopes every module gives the holders of `role`, joined in the modules' order. */
  private async scopesOf(q: Queryable, role: string, userIds: number[]): Promise<Map<number, ScopeLabel[]>> {
    const out = new Map<number, ScopeLabel[]>();
    for (const scope of this.registry.roleScopes.filter((s) => s.role === role)) {
      for (const [id, labels] of await scope.scopesOf(q, userIds)) out.set(id, [...(out.get(id) ?? []), ...labels]);
    }
    return out;
  }
}
