import type { MessageTable } from './types.ts';

type Merge<T extends readonly MessageTable[]> = T extends readonly [infer Head, ...infer Rest extends readonly MessageTable[]] ? Head & Merge<Rest> : unknown;

/**
 * Merges the domains' message tables into one catalogue. A code defined twice throws at load
 * time (a spread would silently keep the last text), so two domains cannot claim one code.
 */
export function buildCatalogue<const T extends readonly MessageTable[]>(...tables: T): Merge<T> {
  const out: MessageTable = {};
  for (const table of tables) {
    for (const [code, text] of Object.entries(table)) {
      if (Object.hasOwn(out, code)) throw new Error(`Message code ${code} is defined twice`);
      out[code] = text;
    }
  }
  return out as Merge<T>;
}
