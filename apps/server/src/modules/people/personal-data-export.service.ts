import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PersonalDataExport } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { notFound } from '../../platform/http/errors.ts';
import { scheduleJob } from '../../platform/jobs/job-queue.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { personTables, type PersonTable } from './person-tables.ts';
import * as repo from './personal-data.repo.ts';
import { userById } from './people.repo.ts';
import { personalDataZip, type ZipFile } from './personal-data-zip.ts';

/** The job that removes an export's zip once its link has long expired (it holds a whole person's data). */
export const REMOVE_EXPORT_JOB = 'people.remove-export';
export const EXPORT_KEEP_MS = 24 * 3600 * 1000;

/** One module's file of the zip: its tables' rows that are the person's, and the rows of others the person acted on, by key. */
interface GroupFile {
  module: string;
  personId: number;
  tables: Record<string, Record<string, unknown>[]>;
  /** `table.column` → the keys of rows where the person is named in that column (a review, a creation). */
  actedOn: Record<string, Record<string, unknown>[]>;
}

/** The property of a row that holds a column, since rows come back keyed by the schema's property names. */
const propOf = (table: PgTable, column: PgColumn) => Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0];

/** Collects every table's rows about one person, by the schema (person-tables.ts), and the ids of the files they name. */
export async function collectPersonalData(db: Queryable, plan: PersonTable[], userId: number) {
  const groups = new Map<string, GroupFile>();
  const namedFiles = new Set<string>();
  for (const t of plan) {
    const group = groups.get(t.group) ?? { module: t.group, personId: userId, tables: {}, actedOn: {} };
    groups.set(t.group, group);
    const rows = await repo.ownRows(db, t, userId);
    group.tables[t.name] = rows;
    // The file table's own rows are the person's uploads; the files other rows name are added by id.
    if (t.name !== 'stored_files') {
      for (const column of t.fileColumns) {
        const prop = propOf(t.table, column);
        for (const row of rows) if (prop && typeof row[prop] === 'string') namedFiles.add(row[prop]);
      }
    }
    for (const link of t.links.filter((l) => l.kind === 'reference')) {
      const keys = await repo.referencedKeys(db, t, link, userId);
      if (keys.length) group.actedOn[`${t.name}.${link.column.name}`] = keys;
    }
  }
  return { groups, namedFiles: [...namedFiles] };
}

export class PersonalDataExportService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /**
   * The zip of everything the portal holds about the person (docs/privacy.md): `account.json` and
   * one `<module>.json` per module folder, `manifest.json`, and under `files/` the uploads the
   * person owns and every file their rows name. Kept as a generated file of the person, removed
   * after a day, and audited (`people.export`, subject the person).
   */
  async export(auth: AuthContext, personId: number, path: string): Promise<PersonalDataExport> {
    const person = await userById(this.db, personId);
    if (!person) throw notFound();
    const plan = await personTables();
    const { groups, namedFiles } = await collectPersonalData(this.db, plan, personId);
    const fileRows = await repo.filesOf(this.db, personId, namedFiles);
    const present: (ZipFile & { use: string; size: number })[] = [];
    const missing: string[] = [];
    for (const f of fileRows) {
      // A row whose bytes are lost is listed in the manifest rather than failing the whole export.
      const stream = await this.files.storage.open(f.storedName);
      if (stream) {
        stream.destroy();
        present.push(f);
      } else missing.push(f.id);
    }
    const now = await dbNow(this.db);
    const json = new Map<string, unknown>();
    json.set('manifest.json', {
      personId, exportedAt: now.toISOString(), exportedBy: auth.actorId ?? auth.userId,
      modules: [...groups.keys()].map((g) => `${g}.json`),
      files: present.map((f) => ({ id: f.id, name: f.originalName, use: f.use, size: f.size })),
      missingFiles: missing,
    });
    for (const [name, group] of groups) json.set(`${name}.json`, group);
    const fileName = `personal-data-${personId}-${schoolDate(now)}.zip`;
    const record = await this.files.saveGeneratedStream(personalDataZip(json, present, this.files.storage), fileName, 'application/zip', personId);
    await scheduleJob(this.db, REMOVE_EXPORT_JOB, `${REMOVE_EXPORT_JOB}:${record.id}`, new Date(now.getTime() + EXPORT_KEEP_MS), { id: record.id });
    await insertAudit(this.db, {
      actorId: auth.actorId ?? auth.userId, subjectId: personId, action: 'people.export', method: 'POST', path, params: { id: String(personId) }, statusCode: 200,
    });
    return { fileName: record.fileName, fileUrl: record.fileUrl };
  }
}
