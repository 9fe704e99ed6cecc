import type { Queryable } from '../db/client.ts';
import type { DemoIds, PortalModule } from './module.ts';

/**
 * One part of a large domain (teaching's attendance, careers' positions...): what it adds to the
 * module's descriptor. Each part keeps its routes, menu entries, pages, calendar sources, jobs and
 * demo data together and the module joins them with `joinParts`.
 */
export interface ModulePart extends Omit<PortalModule, 'name' | 'seed' | 'sql'> {
  /** Runs after the module's core seed, in the parts' order. */
  seed?: (tx: Queryable, ids: DemoIds, day: Date) => Promise<void>;
}

/** One module descriptor from its parts; `coreSeed` (the data the parts share) runs before theirs. */
export function joinParts(
  name: string,
  parts: readonly ModulePart[],
  coreSeed?: (tx: Queryable, ids: DemoIds, day: Date) => Promise<void>,
): PortalModule {
  return {
    name,
    routes: parts.flatMap((p) => p.routes ?? []),
    jobs: Object.assign({}, ...parts.map((p) => p.jobs ?? {})),
    pages: parts.flatMap((p) => p.pages ?? []),
    menu: parts.flatMap((p) => p.menu ?? []),
    calendar: parts.flatMap((p) => p.calendar ?? []),
    ...(parts.some((p) => p.personalData) ? {
      personalData: {
        anonymise: async (tx, userId) => {
          for (const part of parts) await part.personalData?.anonymise(tx, userId);
        },
      },
    } : {}),
    roleScopes: parts.flatMap((p) => p.roleScopes ?? []),
    seed: async (tx, ids, day) => {
      await coreSeed?.(tx, ids, day);
      for (const part of parts) await part.seed?.(tx, ids, day);
    },
  };
}
