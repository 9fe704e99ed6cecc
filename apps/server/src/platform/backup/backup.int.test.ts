import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedSqlFiles } from '../../app.ts';
import { bearer } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { bytesOf, portalOnDisk, type PortalOnDisk } from '../../test/portal-on-disk.ts';
import { DEMO_PASSWORD } from '../auth/users.seed.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { storedFiles } from '../db/platform.tables.ts';
import { storageOf } from '../files/storage-of.ts';
import { ArchiveWriter } from './archive-writer.ts';
import { rowCounts } from './backup.repo.ts';
import { runBackup } from './backup.ts';
import { BackupError, DATABASE_PART, NeedsConfirmation, type Manifest } from './manifest.ts';
import { runRestore } from './restore.ts';

let p: PortalOnDisk;
let work: string;
let archive: string;
let before: Record<string, number>;
let upload: typeof storedFiles.$inferSelect;

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const firstPdf = pdf('kept by the backup');

async function uploadAs(app: FastifyInstance, db: Db, username: string, content: Buffer) {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD } });
  const body = multipart('notes.pdf', content);
  const res = await app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=general', payload: body.payload, headers: { ...body.headers, ...bearer(login.json().data.accessToken) } });
  const id = res.json().data.id as string;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row!;
}

const tableExists = async (db: Db, name: string) => rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass(${name})::text as t`))[0]?.t != null;

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = await p.open();
  try { return await fn(handle.db); } finally { await handle.close(); }
}

beforeAll(async () => {
  p = await portalOnDisk();
  work = await mkdtemp(join(tmpdir(), 'portal-backups-'));
  archive = join(work, 'portal.tar.gz');
  await p.withApp(async (app, db) => {
    upload = await uploadAs(app, db, 'mba01', firstPdf);
    before = await rowCounts(db);
  });
});
afterAll(async () => {
  await p.close();
  await rm(work, { recursive: true, force: true });
});

describe(`backup and restore (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, { timeout: 180_000 }, () => {
  it('backs up the database and every stored file, with counts and checksums in the manifest', async () => {
    const [lost] = await withDb((db) => db.select().from(storedFiles).where(ne(storedFiles.id, upload.id)).limit(1));
    await (await storageOf(p.config)).remove(lost!.storedName);
    const { manifest, size } = await runBackup(p.config, archive);
    expect(manifest.counts.missingFiles).toEqual([{ id: lost!.id, storedName: lost!.storedName }]);
    expect(size).toBeGreaterThan(0);
    expect(manifest.database.kind).toBe(p.kind);
    expect(manifest.migration.last).toMatch(/^\d{4}_/);
    expect(manifest.counts.rows).toEqual(before);
    expect(manifest.counts.files).toBe(before['public.stored_files']! - manifest.counts.missingFiles.length);
    expect(manifest.parts[`files/${upload.storedName}`]?.size).toBe(firstPdf.length);
    expect(manifest.parts[DATABASE_PART[p.kind]]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    await expect(runBackup(p.config, archive)).rejects.toThrow(/already exists/);
  });

  it('restores a wiped portal: the same rows, the same file bytes, and a normal start after it', async () => {
    await p.wipe();
    const result = await runRestore(p.config, archive);
    expect(result.rows).toEqual(before);
    expect(result.migrationsToApply).toBe(0);
    await withDb(async (db) => {
      expect(await rowCounts(db)).toEqual(before);
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, upload.id));
      expect(row).toEqual(upload);
    });
    expect((await bytesOf(await storageOf(p.config), upload.storedName)).equals(firstPdf)).toBe(true);
    const handle = await p.open();
    try { await handle.migrate(installedSqlFiles()); } finally { await handle.close(); }
  });

  it('replaces a portal that changed since, and only with --yes', async () => {
    const storage = await storageOf(p.config);
    const later = await p.withApp(async (app, db) => {
      const row = await uploadAs(app, db, 'grad01', pdf('made after the backup'));
      await db.delete(storedFiles).where(eq(storedFiles.id, upload.id));
      await storage.remove(upload.storedName);
      // What a later migration would have made: a restore must not leave it behind.
      await db.execute(sql`create table public.made_after_backup (id int)`);
      return row;
    });
    await expect(runRestore(p.config, archive)).rejects.toThrow(NeedsConfirmation);
    await withDb(async (db) => expect(await tableExists(db, 'public.made_after_backup')).toBe(true));

    const result = await runRestore(p.config, archive, { yes: true });
    expect(result.filesRemoved).toBe(1);
    await withDb(async (db) => {
      expect(await rowCounts(db)).toEqual(before);
      expect(await tableExists(db, 'public.made_after_backup')).toBe(false);
      expect(await db.select().from(storedFiles).where(eq(storedFiles.id, later.id))).toEqual([]);
    });
    expect((await bytesOf(storage, upload.storedName)).equals(firstPdf)).toBe(true);
    await expect(bytesOf(storage, later.storedName)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a damaged archive before changing anything', async () => {
    const damaged = join(work, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await writeFile(damaged, bytes);
    await withDb((db) => db.execute(sql`create table public.still_here (id int)`));
    await expect(runRestore(p.config, damaged, { yes: true })).rejects.toThrow(BackupError);
    await withDb(async (db) => {
      expect(await tableExists(db, 'public.still_here')).toBe(true);
      await db.execute(sql`drop table public.still_here`);
    });
    const cut = join(work, 'cut.tar.gz');
    await copyFile(archive, cut);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 3)));
    await expect(runRestore(p.config, cut, { yes: true })).rejects.toThrow(BackupError);
  });

  it('refuses a backup of the other kind of database', async () => {
    const other = p.kind === 'pglite' ? 'postgres' : 'pglite';
    const path = join(work, 'other-kind.tar.gz');
    const writer = await ArchiveWriter.create(path);
    await writer.addStream(DATABASE_PART[other], Readable.from([Buffer.from('not a real dump')]));
    const manifest: Manifest = {
      format: 'student-portal-backup', formatVersion: 1, createdAt: new Date().toISOString(),
      database: { kind: other, version: '15' }, migration: { last: null, applied: 0 },
      counts: { rows: {}, files: 0, missingFiles: [] }, parts: writer.parts,
    };
    await writer.finish(manifest);
    await expect(runRestore(p.config, path, { yes: true })).rejects.toThrow(/restores into the same kind of database only/);
  });
});
