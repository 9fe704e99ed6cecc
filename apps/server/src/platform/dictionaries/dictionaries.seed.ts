import type { Queryable } from '../db/client.ts';
import { dictionaryItems } from '../db/platform.tables.ts';
import { dictionaryData } from './dictionary.data.ts';

/** Dictionaries are reference data, seeded in every mode (production included) when absent. */
export async function seedDictionaries(db: Queryable): Promise<void> {
  const rows = Object.entries(dictionaryData).flatMap(([type, items]) =>
    items.map((item, i) => ({ type, fieldValue: item.fieldValue, fieldName: item.fieldName, extraProperties: item.extraProperties, sort: i })));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(dictionaryItems).values(rows.slice(i, i + 500)).onConflictDoNothing();
  }
}
