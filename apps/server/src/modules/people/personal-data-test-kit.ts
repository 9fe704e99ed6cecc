import { eq, sql } from 'drizzle-orm';
import type { FileRecord } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { unzip } from '../../test/unzip.ts';

/** The steps of the personal-data tests: uploads as the person, the export opened, the dates of leaving. */
export function personalDataKit(t: () => TestApp, tokens: Record<string, string>) {
  const kit = apiKit(t, tokens);
  const upload = async (who: string, use: string, fileName: string, bytes: Buffer): Promise<FileRecord> => {
    const body = multipart(fileName, bytes);
    const res = await t().app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
    if (res.json().statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    return res.json().data as FileRecord;
  };
  /** Exports as `who` and answers the zip's entries, the JSON ones parsed. */
  const exported = async (who: string, personId: number) => {
    const link = await kit.okData<{ fileName: string; fileUrl: string }>(kit.call(who, 'POST', `/api/people/${personId}/export`));
    const res = await t().app.inject({ method: 'GET', url: link.fileUrl });
    if (res.statusCode !== 200) throw new Error(`download failed: ${res.statusCode}`);
    const entries = unzip(res.rawPayload);
    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8')) as { tables: Record<string, Record<string, unknown>[]>; actedOn: Record<string, unknown[]> };
    return { link, entries, json };
  };
  /** A school day `years` whole years before today, by the database clock (plus `days`). */
  const yearsAgo = async (years: number, days = 0): Promise<string> => {
    const [row] = rowsOf<{ d: string }>(await t().db.execute(
      sql`select to_char((now() at time zone 'Asia/Shanghai')::date - make_interval(years => ${years}, days => ${days}), 'YYYY-MM-DD') as d`));
    return row!.d;
  };
  const markLeft = (id: number, leftOn: string) =>
    t().db.update(users).set({ leftOn, leftReason: 'graduated', isDisabled: true }).where(eq(users.id, id));
  const person = async (id: number) => (await t().db.select().from(users).where(eq(users.id, id)))[0]!;
  return { ...kit, upload, exported, yearsAgo, markLeft, person };
}
