import type { ScopeLabel } from './module.ts';

/** The rows of a module's scope query (one scope per row, in the order to show) as the map `RoleScope.scopesOf` answers. */
export function scopesByUser(rows: readonly ({ userId: number | null } & ScopeLabel)[]): Map<number, ScopeLabel[]> {
  const out = new Map<number, ScopeLabel[]>();
  for (const { userId, zh, en } of rows) {
    if (userId === null) continue;
    const list = out.get(userId) ?? [];
    // Two rows naming the same scope (a teacher in two classes of one course keeps both, they differ) show once.
    if (!list.some((s) => s.zh === zh && s.en === en)) list.push({ zh, en });
    out.set(userId, list);
  }
  return out;
}
