import type { Action } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RegisteredRoute } from '../auth/access.ts';
import type { UserRow } from '../auth/auth.repo.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import type { CalendarEvent } from '@portal/contracts';
import type { MenuGroupKey } from './menu.ts';

/** What the platform hands to a module's route plugins. */
export interface ModuleContext {
  sessions: Sessions;
  /** Every module's home-menu entries and calendar sources, for the shell's home routes. */
  registry: ModuleRegistry;
  /** Every route of the app with its access rule, filled as routes register: read it when a request comes, not at registration. */
  routes: readonly RegisteredRoute[];
}

/** Who a home-menu entry is for. Omitted fields do not restrict; `roles` widens to staff. */
export interface MenuAudience {
  pageTypes?: string[];
  students?: boolean;
  roles?: string[];
  /** Off-campus (isOutBishop) students have no campus services such as meals. */
  onCampusOnly?: boolean;
}

export interface MenuEntry {
  group: MenuGroupKey;
  /** Position inside the group; entries of several modules interleave by it. */
  order: number;
  title: string;
  enTitle: string;
  icon: string;
  url?: string;
  target?: string;
  for?: MenuAudience;
}

/** The element actions a page grants to some roles; `/User/info` sends the user's share to the web. */
export interface PageRule {
  page: string;
  roles: readonly string[] | 'user';
  actions: Action[];
}

/** A source of home-calendar events between two instants. */
export type CalendarSource = (db: Db, user: UserRow, from: Date, to: Date) => Promise<CalendarEvent[]>;

/**
 * What a module does with one person's data when that person is anonymised (modules/people,
 * docs/privacy.md): it clears the personal free text and contact fields of its own tables and keeps
 * what statistics count. The people module calls every module's hook in one transaction; no module
 * reaches into another's tables.
 */
export interface PersonalDataHooks {
  /** Runs in the anonymisation's transaction, before the account's own fields and files are removed. */
  anonymise(tx: Queryable, userId: number): Promise<void>;
}

/** One scope of a role's holder, in both languages: a counsellor's service, a teacher's class. */
export interface ScopeLabel {
  zh: string;
  en: string;
}

/**
 * What a role's holders are given to look after in a module (a counsellor's services, a mentor's
 * rounds): the roles page shows it beside each holder. `scopesOf` answers for the given users only.
 */
export interface RoleScope {
  role: string;
  scopesOf: (q: Queryable, userIds: readonly number[]) => Promise<Map<number, ScopeLabel[]>>;
}

/** Demo accounts' ids by username, for the seeds. */
export type DemoIds = Map<string, number>;

/**
 * One domain, as the platform sees it. `modules/index.ts` lists them; the app, the seed, the SQL
 * installer, the home menu and the page permissions are all built from that list, so adding a
 * domain is one folder plus one line there.
 */
export interface PortalModule {
  name: string;
  /** Fastify plugins registered under `/api`. */
  routes?: FastifyPluginAsyncZod<ModuleContext>[];
  /** Job handlers by kind; the kinds are the module's to name (prefix them with the module). */
  jobs?: Record<string, JobHandler>;
  /** Demo data, run in one transaction after the modules listed before this one, dated from `day` (demo-calendar.ts). */
  seed?: (tx: Queryable, ids: DemoIds, day: Date) => Promise<void>;
  /** SQL files (functions, triggers) installed with `create or replace` after the migrations. */
  sql?: URL[];
  pages?: PageRule[];
  menu?: MenuEntry[];
  calendar?: CalendarSource[];
  /** Present where the module holds personal free text to clear when a person is anonymised. */
  personalData?: PersonalDataHooks;
  /** The scopes of roles this module assigns (the people module's roles page reads them). */
  roleScopes?: RoleScope[];
}

/** What the modules contribute, gathered once when the app is built. */
export interface ModuleRegistry {
  modules: readonly PortalModule[];
  menu: MenuEntry[];
  pages: PageRule[];
  calendar: CalendarSource[];
  /** Every module's anonymisation hook, by module name, in the list's order. */
  personalData: { module: string; hooks: PersonalDataHooks }[];
  roleScopes: RoleScope[];
}

export function moduleRegistry(modules: readonly PortalModule[]): ModuleRegistry {
  const names = new Set<string>();
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`Module ${m.name} is listed twice`);
    names.add(m.name);
  }
  const kinds = modules.flatMap((m) => Object.keys(m.jobs ?? {}));
  const twice = kinds.find((k, i) => kinds.indexOf(k) !== i);
  if (twice) throw new Error(`Job kind ${twice} is registered by two modules`);
  return {
    modules,
    menu: modules.flatMap((m) => m.menu ?? []),
    pages: modules.flatMap((m) => m.pages ?? []),
    calendar: modules.flatMap((m) => m.calendar ?? []),
    personalData: modules.flatMap((m) => (m.personalData ? [{ module: m.name, hooks: m.personalData }] : [])),
    roleScopes: modules.flatMap((m) => m.roleScopes ?? []),
  };
}
