import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { dictionaryItems } from '../../platform/db/platform.tables.ts';
import { POLITICAL_TYPE } from '../../platform/dictionaries/dictionaries.routes.ts';
import { BizError } from '../../platform/http/errors.ts';

/**
 * The platform dictionaries the profile stores keys of (README 'Dictionaries'): read from the
 * dictionary table once per request, so a key is judged, and its texts shown, as the table holds them.
 */
export interface DictText { des: string; desEN: string }
export class Dicts {
  private readonly byType: Map<string, Map<string, DictText>>;
  private constructor(byType: Map<string, Map<string, DictText>>) {
    this.byType = byType;
  }

  static async load(db: Queryable, types: readonly string[]): Promise<Dicts> {
    const rows = await db.select().from(dictionaryItems).where(inArray(dictionaryItems.type, [...types]));
    const byType = new Map<string, Map<string, DictText>>();
    for (const r of rows) {
      if (!byType.has(r.type)) byType.set(r.type, new Map());
      // Political is chosen (and stored) by its Chinese name: the spec's call lists names only.
      const key = r.type === POLITICAL_TYPE ? r.fieldName : r.fieldValue;
      byType.get(r.type)!.set(key, { des: r.fieldName, desEN: r.extraProperties });
    }
    return new Dicts(byType);
  }

  text(type: string, key: string | null | undefined): DictText | null {
    return key ? this.byType.get(type)?.get(key) ?? null : null;
  }

  /** Key + Des + DesEN under the given names. */
  triple<K extends string, D extends string, E extends string>(type: string, key: string | null, names: [K, D, E]): Record<K | D | E, string | null> {
    const t = this.text(type, key);
    return { [names[0]]: key, [names[1]]: t?.des ?? null, [names[2]]: t?.desEN ?? null } as Record<K | D | E, string | null>;
  }

  /** Refuses a key its dictionary does not hold (98004 naming the field); empty passes. */
  check(type: string, key: string | null | undefined, field: string): void {
    if (key && !this.byType.get(type)?.has(key)) throw new BizError('98004', { field });
  }
}
